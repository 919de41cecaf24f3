import { resolve } from 'node:path';
import { checkRateFile, type FileProblem } from '@tripx/adapters-fs';
import type { CliIo } from '../cli-io';
import { errorBody, EXIT, type ExitCode } from '../cli-error';
import { label } from '../labels';
import type { ParsedArgs } from '../parse-args';

/** Problems of the file checked are named by their field path; those of the catalogue by file#path. */
const pathOf = (checked: string, p: FileProblem): string =>
  p.file === checked ? p.path : `${p.file}${p.path ? `#${p.path}` : ''}`;

/** `tripx rates check <file>`: is this rate file fit to be dropped into catalogue/rates/? */
export const ratesCheck = async (
  file: string,
  catalogueDir: string,
  args: ParsedArgs,
  io: CliIo,
): Promise<ExitCode> => {
  const path = resolve(io.cwd, file);
  const { problems, table } = await checkRateFile(path, catalogueDir);
  if (problems.length > 0) {
    io.out(
      errorBody(
        args.lang,
        'invalidRateFile',
        problems.map((p) => ({ path: pathOf(path, p), code: p.code })),
      ),
    );
    return EXIT.invalidInput;
  }
  io.out(
    JSON.stringify(
      {
        valid: true,
        message: label(args.lang, 'rateFileOk'),
        effectiveDate: table?.effectiveDate,
        sample: table?.sample,
      },
      null,
      2,
    ),
  );
  return EXIT.ok;
};
