import { resolve } from 'node:path';
import { CatalogueRejected, DEFAULT_CATALOGUE_DIR, FsRateCatalogue } from '@tripx/adapters-fs';
import type { Language } from '@tripx/domain';
import type { CliIo } from './cli-io';
import { errorBody, EXIT, type ExitCode } from './cli-error';
import { createCliContainer } from './cli.container';
import { PlansCommand } from './commands/plans.command';
import { QuoteCommand } from './commands/quote.command';
import { ratesCheck } from './commands/rates-check.command';
import { label } from './labels';
import { parseArgs } from './parse-args';

const invalidCommand = (io: CliIo, lang: Language, path: string, code: string): ExitCode => {
  io.out(errorBody(lang, 'invalidCommand', [{ path, code }]));
  io.err(label(lang, 'usage'));
  return EXIT.invalidInput;
};

/** Opens the catalogue; a refused one stops the command with every problem listed. */
const openCatalogue = async (
  dir: string,
  io: CliIo,
  lang: Language,
): Promise<FsRateCatalogue | undefined> => {
  try {
    return await FsRateCatalogue.open(dir);
  } catch (e) {
    if (!(e instanceof CatalogueRejected)) throw e;
    const fields = e.problems.map((p) => ({ path: `${p.file}${p.path ? `#${p.path}` : ''}`, code: p.code }));
    io.out(errorBody(lang, 'catalogueRejected', fields));
    return undefined;
  }
};

/** `tripx quote | plans | rates check | help`, with the exit codes of cli-error.ts. */
export const runCli = async (argv: readonly string[], io: CliIo): Promise<ExitCode> => {
  const { args, problems } = parseArgs(argv);
  const [command, ...rest] = args.positional;
  if (problems[0]) return invalidCommand(io, args.lang, problems[0].path, problems[0].code);
  if (command === 'help') {
    io.out(label(args.lang, 'usage'));
    return EXIT.ok;
  }
  const catalogueDir = args.catalogue !== undefined ? resolve(io.cwd, args.catalogue) : DEFAULT_CATALOGUE_DIR;
  if (command === 'rates') {
    if (rest[0] !== 'check') return invalidCommand(io, args.lang, 'argv.1', 'unknownOption');
    if (rest[1] === undefined) return invalidCommand(io, args.lang, 'argv.2', 'missingArgument');
    return ratesCheck(rest[1], catalogueDir, args, io);
  }
  if (command !== 'quote' && command !== 'plans')
    return invalidCommand(io, args.lang, 'argv.0', 'unknownOption');
  if (command === 'quote' && rest[0] === undefined)
    return invalidCommand(io, args.lang, 'argv.1', 'missingArgument');
  const catalogue = await openCatalogue(catalogueDir, io, args.lang);
  if (!catalogue) return EXIT.failure;
  const container = createCliContainer(catalogue, io);
  return command === 'quote'
    ? container.get(QuoteCommand).run(rest[0] as string, args)
    : container.get(PlansCommand).run(args);
};
