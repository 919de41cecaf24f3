import { randomUUID } from 'node:crypto';
import type { Language } from '@tripx/domain';
import {
  createPartnerClient,
  PartnerProblem,
  type BindRequest,
  type PartnerClient,
  type QuoteRequest,
} from '@tripx/partner-client';
import type { CliIo } from '../cli-io';
import { errorBody, EXIT, type CliProblem, type ExitCode } from '../cli-error';
import { readJsonInput } from '../cli-input';
import { label } from '../labels';
import type { ParsedArgs } from '../parse-args';

export const PARTNER_SUB_COMMANDS = ['quote', 'bind', 'get', 'listen'] as const;
/** The sub-commands that call the API, each with its one operand (a file, a policy number). */
export type PartnerSubCommand = Exclude<(typeof PARTNER_SUB_COMMANDS)[number], 'listen'>;

/** `pnpm start`'s address, when TRIPX_API_URL does not name another server. */
export const DEFAULT_API_URL = 'http://localhost:8080';

/** Refusals that blame the request (its body, the policy it names, its idempotency key): exit 2. */
const INVALID_INPUT_STATUSES: readonly number[] = [400, 404, 409, 413, 415, 422];

/** The partner API's problem, readable: its status, code and message, then each field it blames. */
const problemText = (lang: Language, problem: PartnerProblem): string => {
  /** The code's message in the CLI's language, when the code is one of the apps' error labels. */
  const known = (code: string): string | undefined => {
    const text = label(lang, code);
    return text === code ? undefined : text;
  };
  const { detail, title } = problem.problem;
  const head = label(lang, 'partnerProblem', {
    status: problem.status,
    code: problem.code,
    message: known(problem.code) ?? (detail || title),
  });
  const fields = problem.fields.map((f) => {
    const message = known(f.code);
    return label(lang, 'partnerProblemField', {
      name: f.name,
      code: f.code,
      message: message === undefined ? '' : ` — ${message}`,
    });
  });
  return [head, ...fields].join('\n');
};

/** The input's answer, or every problem with it (exit 2). */
type Read<A> = { readonly ok: true; readonly body: A } | { readonly ok: false; readonly exit: ExitCode };

const refuse = (
  io: CliIo,
  lang: Language,
  code: string,
  fields: readonly CliProblem[],
): { readonly ok: false; readonly exit: ExitCode } => {
  io.out(errorBody(lang, code, fields));
  return { ok: false, exit: EXIT.invalidInput };
};

/** The bind body, with `--quote`'s answer giving its quoteRef, ratesVersion and expectedTotalCents. */
const readBind = async (file: string, args: ParsedArgs, io: CliIo): Promise<Read<BindRequest>> => {
  const input = await readJsonInput(io, file, args.lang);
  if (!input.ok) return input;
  const body = input.body as BindRequest;
  if (args.quote === undefined) return { ok: true, body };
  const quoted = await readJsonInput(io, args.quote, args.lang);
  if (!quoted.ok) return quoted;
  const q = quoted.body as Partial<Record<'quoteRef' | 'ratesVersion' | 'totalCents', unknown>>;
  const missing = (['quoteRef', 'ratesVersion', 'totalCents'] as const).filter((k) => q[k] === undefined);
  if (missing.length > 0)
    return refuse(
      io,
      args.lang,
      'invalidRequest',
      missing.map((k) => ({ path: `--quote.${k}`, code: 'required' })),
    );
  return {
    ok: true,
    body: {
      ...body,
      quoteRef: q.quoteRef,
      ratesVersion: q.ratesVersion,
      expectedTotalCents: q.totalCents,
    } as BindRequest,
  };
};

/** One call of the partner API with what the terminal gave; its answer as JSON. */
const call = async (
  sub: PartnerSubCommand,
  operand: string,
  args: ParsedArgs,
  io: CliIo,
  client: PartnerClient,
  post: { readonly idempotencyKey: string },
): Promise<Read<unknown>> => {
  switch (sub) {
    case 'quote': {
      const input = await readJsonInput(io, operand, args.lang);
      return input.ok ? { ok: true, body: await client.quote(input.body as QuoteRequest, post) } : input;
    }
    case 'bind': {
      const input = await readBind(operand, args, io);
      return input.ok ? { ok: true, body: await client.bind(input.body, post) } : input;
    }
    case 'get':
      return { ok: true, body: await client.getPolicy(operand) };
  }
};

/**
 * `tripx partner quote|bind|get`: the partner API of a server (TRIPX_API_URL, `pnpm start`'s by
 * default) with the organization's key from TRIPX_API_KEY — never an option, so that it stays out of
 * the shell's history and the process list. The answer as JSON (exit 0); a problem readable with
 * its fields, or as it came with --json (exit 2 when the request is to blame, 1 otherwise).
 */
export const partner = async (
  sub: PartnerSubCommand,
  operand: string,
  args: ParsedArgs,
  io: CliIo,
): Promise<ExitCode> => {
  const apiKey = io.env['TRIPX_API_KEY'];
  if (!apiKey)
    return refuse(io, args.lang, 'apiKeyMissing', [{ path: 'TRIPX_API_KEY', code: 'required' }]).exit;
  const baseUrl = io.env['TRIPX_API_URL'] || DEFAULT_API_URL;
  // Ours rather than the client's, so that a call left without an answer can be retried with it.
  const post = { idempotencyKey: args.idempotencyKey ?? randomUUID() };
  const retryHint = () => {
    if (sub !== 'get') io.err(label(args.lang, 'partnerRetry', { key: post.idempotencyKey }));
  };
  try {
    const answer = await call(sub, operand, args, io, createPartnerClient({ baseUrl, apiKey }), post);
    if (!answer.ok) return answer.exit;
    io.out(JSON.stringify(answer.body, null, 2));
    return EXIT.ok;
  } catch (e) {
    if (e instanceof PartnerProblem) {
      io.out(args.json ? JSON.stringify(e.problem, null, 2) : problemText(args.lang, e));
      if (e.status >= 500) retryHint();
      return INVALID_INPUT_STATUSES.includes(e.status) ? EXIT.invalidInput : EXIT.failure;
    }
    // fetch's TypeError: nothing answered at that address (refused, unknown host, reset).
    if (!(e instanceof TypeError)) throw e;
    io.out(errorBody(args.lang, 'apiUnreachable', [{ path: 'TRIPX_API_URL', code: 'unreachable' }]));
    io.err(label(args.lang, 'apiUnreachableDetail', { url: baseUrl, reason: String(e.cause ?? e.message) }));
    retryHint();
    return EXIT.failure;
  }
};
