import type * as t from 'io-ts';

/** A JSON Schema in the OpenAPI 3.0 dialect (`nullable` rather than a `null` type). */
export type JsonSchema = { readonly [keyword: string]: unknown };

/**
 * A codec of our own (`new t.Type`) states what it accepts, for the API document: io-ts' own
 * codecs show their structure, ours only a name. `describe` is given the converter, for the codecs
 * it is built over (a record's keys and values).
 */
export interface SelfDescribing {
  readonly describe: (schemaOf: (codec: t.Mixed) => JsonSchema) => JsonSchema;
}

export const isSelfDescribing = (codec: unknown): codec is SelfDescribing =>
  typeof (codec as Partial<SelfDescribing> | null)?.describe === 'function';

/** `codec`, telling the document what it accepts. */
export const describedAs = <C extends t.Any>(
  codec: C,
  describe: SelfDescribing['describe'] | JsonSchema,
): C & SelfDescribing =>
  Object.assign(codec, { describe: typeof describe === 'function' ? describe : () => describe });
