import { resolve } from 'node:path';
import {
  CheckEligibilityUseCase,
  RecommendUseCase,
  ScoreMedicalQuestionnaireUseCase,
} from '@tripx/application';
import { CatalogueRejected, DEFAULT_CATALOGUE_DIR, FsRateCatalogue } from '@tripx/adapters-fs';
import type { Language } from '@tripx/domain';
import type { Container } from 'inversify';
import type { CliIo } from './cli-io';
import { errorBody, EXIT, type ExitCode } from './cli-error';
import { readJsonInput } from './cli-input';
import { createCliContainer } from './cli.container';
import { answerUseCase } from './commands/answer-use-case';
import { partner, PARTNER_SUB_COMMANDS, type PartnerSubCommand } from './commands/partner.command';
import { partnerListen } from './commands/partner-listen.command';
import { PlansCommand } from './commands/plans.command';
import { QuoteCommand } from './commands/quote.command';
import { ratesCheck } from './commands/rates-check.command';
import { refund } from './commands/refund.command';
import { validate } from './commands/validate.command';
import { label } from './labels';
import { parseArgs, type ParsedArgs } from './parse-args';

/** Commands by name; `mq`, `rates` and `partner` take a sub-command (`mq score`, `partner get`…). */
const COMMANDS = [
  'quote',
  'validate',
  'eligibility',
  'recommend',
  'mq',
  'refund',
  'plans',
  'rates',
  'partner',
] as const;
type Command = (typeof COMMANDS)[number];
const SUB_COMMANDS: Partial<Record<Command, readonly string[]>> = {
  mq: ['score'],
  rates: ['check'],
  partner: PARTNER_SUB_COMMANDS,
};
const isCommand = (name: string | undefined): name is Command =>
  (COMMANDS as readonly (string | undefined)[]).includes(name);

const invalidCommand = (
  io: CliIo,
  lang: Language,
  path: string,
  code: string,
  command?: Command,
): ExitCode => {
  io.out(errorBody(lang, 'invalidCommand', [{ path, code }]));
  io.err(label(lang, command ? `help.${command}` : 'usage'));
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

/** The commands that run on the catalogue, once it is open. */
const onCatalogue = async (
  command: Exclude<Command, 'validate' | 'rates' | 'partner'>,
  file: string,
  args: ParsedArgs,
  io: CliIo,
  catalogue: FsRateCatalogue,
): Promise<ExitCode> => {
  const container: Container = createCliContainer(catalogue, io);
  const useCase = async (execute: (body: unknown) => Parameters<typeof answerUseCase>[2]) => {
    const input = await readJsonInput(io, file, args.lang);
    return input.ok ? answerUseCase(io, args.lang, execute(input.body)) : input.exit;
  };
  switch (command) {
    case 'quote':
      return container.get(QuoteCommand).run(file, args);
    case 'plans':
      return container.get(PlansCommand).run(args);
    case 'eligibility':
      return useCase((body) => container.get(CheckEligibilityUseCase).execute(body));
    case 'recommend':
      return useCase((body) => container.get(RecommendUseCase).execute(body));
    case 'mq':
      return useCase((body) => container.get(ScoreMedicalQuestionnaireUseCase).execute(body));
    case 'refund':
      return refund(file, args, io, catalogue);
  }
};

/** `tripx <command> …` with the exit codes of cli-error.ts; `--help` or `help <command>` for each. */
export const runCli = async (argv: readonly string[], io: CliIo): Promise<ExitCode> => {
  const { args, problems } = parseArgs(argv);
  const [first, ...rest] = args.positional;
  const command = isCommand(first) ? first : undefined;
  if (problems[0]) return invalidCommand(io, args.lang, problems[0].path, problems[0].code, command);
  if (first === 'help' || (args.help && (first === undefined || command))) {
    const topic = first === 'help' ? rest[0] : first;
    io.out(label(args.lang, isCommand(topic) ? `help.${topic}` : 'usage'));
    return EXIT.ok;
  }
  if (!command) return invalidCommand(io, args.lang, 'argv.0', 'unknownOption');
  const subs = SUB_COMMANDS[command];
  if (subs !== undefined && !subs.includes(rest[0] ?? ''))
    return invalidCommand(io, args.lang, 'argv.1', 'unknownOption', command);
  const operands = subs === undefined ? rest : rest.slice(1);
  const file = operands[0];
  if (command === 'partner' && rest[0] === 'listen') return partnerListen(args, io);
  if (command !== 'plans' && file === undefined)
    return invalidCommand(io, args.lang, `argv.${args.positional.length}`, 'missingArgument', command);
  if (command === 'partner') return partner(rest[0] as PartnerSubCommand, file as string, args, io);
  const catalogueDir = args.catalogue !== undefined ? resolve(io.cwd, args.catalogue) : DEFAULT_CATALOGUE_DIR;
  if (command === 'validate') return validate(file as string, args, io);
  if (command === 'rates') return ratesCheck(file as string, catalogueDir, args, io);
  const catalogue = await openCatalogue(catalogueDir, io, args.lang);
  if (!catalogue) return EXIT.failure;
  return onCatalogue(command, file ?? '', args, io, catalogue);
};
