import * as t from 'io-ts';
import { decodeColumn } from '../decode/decode-row';

/** Codecs of the JSON columns of organizations and translations (read back by their repositories). */

/** organizations.contract_content: per language, the contract texts by key. */
export const ContractContentCodec = t.record(t.string, t.record(t.string, t.string));

/** organizations.contacts. */
export const ContactsCodec = t.array(
  t.intersection([
    t.type({ contactType: t.string }),
    t.partial({ name: t.string, email: t.string, phone: t.string }),
  ]),
);

/** translations.labels: a flat label set, key → text. */
export const LabelsCodec = t.record(t.string, t.string);

/** An organization's JSON columns, decoded (a row that does not read fails naming its code). */
export const organizationJson = (r: {
  readonly code: string;
  readonly contract_content: unknown;
  readonly contacts: unknown;
}) => {
  const at = (column: string) => ({ table: 'organizations', id: r.code, column });
  const content = decodeColumn(ContractContentCodec, at('contract_content'), r.contract_content);
  return {
    content: { en: content['en'] ?? {}, fr: content['fr'] ?? {} },
    contacts: decodeColumn(ContactsCodec, at('contacts'), r.contacts),
  };
};
