import { isOneOf, LANGUAGES, type Language } from '@tripx/domain';
import type { CliProblem } from './cli-error';

export interface ParsedArgs {
  readonly positional: readonly string[];
  readonly table: boolean;
  readonly json: boolean;
  readonly help: boolean;
  readonly lang: Language;
  readonly category?: string;
  readonly code?: string;
  readonly catalogue?: string;
  /** `tripx partner bind --quote <file>`: the quote answer whose references the bind takes. */
  readonly quote?: string;
  /** `tripx partner quote|bind --idempotency-key <key>`: the key of a call to retry (a new one otherwise). */
  readonly idempotencyKey?: string;
  /** `tripx partner listen --port <n>`: where the webhook receiver listens. */
  readonly port?: string;
}

const VALUE_FLAGS = [
  '--lang',
  '--category',
  '--code',
  '--catalogue',
  '--quote',
  '--idempotency-key',
  '--port',
] as const;
const BOOLEAN_FLAGS = ['--table', '--json', '--help'] as const;

/** Flags anywhere, positionals in order; every problem reported with the argument's position. */
export const parseArgs = (argv: readonly string[]): { args: ParsedArgs; problems: CliProblem[] } => {
  const positional: string[] = [];
  const values: Record<string, string> = {};
  const flags = new Set<string>();
  const problems: CliProblem[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if ((VALUE_FLAGS as readonly string[]).includes(arg)) {
      const value = argv[i + 1];
      if (value === undefined) problems.push({ path: `argv.${i}`, code: 'missingArgument' });
      else values[arg] = value;
      i++;
    } else if ((BOOLEAN_FLAGS as readonly string[]).includes(arg)) flags.add(arg);
    else if (arg.startsWith('--')) problems.push({ path: `argv.${i}`, code: 'unknownOption' });
    else positional.push(arg);
  }
  const lang = (values['--lang'] ?? 'en').toLowerCase();
  if (!isOneOf(LANGUAGES, lang)) problems.push({ path: 'lang', code: 'invalidValue' });
  return {
    args: {
      positional,
      table: flags.has('--table'),
      json: flags.has('--json'),
      help: flags.has('--help'),
      lang: isOneOf(LANGUAGES, lang) ? lang : 'en',
      ...(values['--category'] !== undefined ? { category: values['--category'] } : {}),
      ...(values['--code'] !== undefined ? { code: values['--code'] } : {}),
      ...(values['--catalogue'] !== undefined ? { catalogue: values['--catalogue'] } : {}),
      ...(values['--quote'] !== undefined ? { quote: values['--quote'] } : {}),
      ...(values['--idempotency-key'] !== undefined ? { idempotencyKey: values['--idempotency-key'] } : {}),
      ...(values['--port'] !== undefined ? { port: values['--port'] } : {}),
    },
    problems,
  };
};
