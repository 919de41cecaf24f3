import { calendarDateAt, type Language } from '@tripx/domain';
import type { CliIo } from './cli-io';
import { errorBody, EXIT, type ExitCode } from './cli-error';
import { resolveRelativeDates } from './relative-dates';

export type JsonInput =
  { readonly ok: true; readonly body: unknown } | { readonly ok: false; readonly exit: ExitCode };

/**
 * Every command's input: JSON from a file or standard input (`-`), relative dates (`today+30`)
 * turned into the day they name. A missing file or text that is not JSON is invalid input (exit 2).
 */
export const readJsonInput = async (io: CliIo, file: string, lang: Language): Promise<JsonInput> => {
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
