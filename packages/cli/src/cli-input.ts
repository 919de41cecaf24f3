import { decodeInput } from '@tripx/application';
import { calendarDateAt, type Language } from '@tripx/domain';
import type * as t from 'io-ts';
import type { CliIo } from './cli-io';
import { errorBody, EXIT, type ExitCode } from './cli-error';
import { resolveRelativeDates } from './relative-dates';

export type Input<A> =
  { readonly ok: true; readonly body: A } | { readonly ok: false; readonly exit: ExitCode };

/**
 * Every command's input: JSON from a file or standard input (`-`), relative dates (`today+30`)
 * turned into the day they name. A missing file or text that is not JSON is invalid input (exit 2).
 */
export const readJsonInput = async (io: CliIo, file: string, lang: Language): Promise<Input<unknown>> => {
  let text: string;
  try {
    text = await io.readText(file);
  } catch {
    io.out(errorBody(lang, 'invalidRequest', [{ path: file, code: 'fileMissing' }]));
    return { ok: false, exit: EXIT.invalidInput };
  }
  try {
    return { ok: true, body: resolveRelativeDates(JSON.parse(text), calendarDateAt(io.now())) };
  } catch {
    io.out(errorBody(lang, 'invalidRequest', [{ path: '', code: 'invalidJson' }]));
    return { ok: false, exit: EXIT.invalidInput };
  }
};

/** The input read and decoded with the command's io-ts contract; every wrong field is answered (exit 2). */
export const readDecodedInput = async <A>(
  io: CliIo,
  file: string,
  lang: Language,
  codec: t.Type<A, unknown, unknown>,
): Promise<Input<A>> => {
  const input = await readJsonInput(io, file, lang);
  if (!input.ok) return input;
  const decoded = decodeInput(codec, input.body);
  if (decoded.ok) return { ok: true, body: decoded.value };
  io.out(
    errorBody(
      lang,
      'invalidRequest',
      decoded.errors.map((e) => ({ path: e.field, code: e.code })),
    ),
  );
  return { ok: false, exit: EXIT.invalidInput };
};
