import 'reflect-metadata';
import { QuoteUseCase } from '@tripx/application';
import { calendarDateAt } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { CliIo } from '../cli-io';
import { errorBody, EXIT, type ExitCode } from '../cli-error';
import { CLI_TOKENS } from '../cli.tokens';
import { quoteTable } from '../format/quote-table';
import type { ParsedArgs } from '../parse-args';
import { resolveRelativeDates } from '../relative-dates';

/** `tripx quote <file|->`: a spec 3 quote request in, the quote out (JSON, or a table with --table). */
@injectable()
export class QuoteCommand {
  constructor(
    @inject(QuoteUseCase) private readonly quote: QuoteUseCase,
    @inject(CLI_TOKENS.Io) private readonly io: CliIo,
  ) {}

  async run(file: string, args: ParsedArgs): Promise<ExitCode> {
    const { io } = this;
    let text: string;
    try {
      text = await io.readText(file);
    } catch {
      io.out(errorBody(args.lang, 'invalidRequest', [{ path: file, code: 'fileMissing' }]));
      return EXIT.invalidInput;
    }
    let body: unknown;
    try {
      body = resolveRelativeDates(JSON.parse(text), calendarDateAt(io.now()));
    } catch {
      io.out(errorBody(args.lang, 'invalidRequest', [{ path: '', code: 'invalidJson' }]));
      return EXIT.invalidInput;
    }
    const result = await Effect.runPromise(Effect.either(this.quote.execute(body)));
    if (result._tag === 'Left') {
      const error = result.left;
      io.out(errorBody(args.lang, error.code, error._tag === 'InvalidRequest' ? error.fields : []));
      return error._tag === 'InvalidRequest' ? EXIT.invalidInput : EXIT.failure;
    }
    io.out(args.table ? quoteTable(result.right, args.lang) : JSON.stringify(result.right, null, 2));
    return EXIT.ok;
  }
}
