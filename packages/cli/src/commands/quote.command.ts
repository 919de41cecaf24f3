import 'reflect-metadata';
import { QuoteUseCase } from '@tripx/application';
import { inject, injectable } from 'inversify';
import type { CliIo } from '../cli-io';
import type { ExitCode } from '../cli-error';
import { readJsonInput } from '../cli-input';
import { CLI_TOKENS } from '../cli.tokens';
import { quoteTable } from '../format/quote-table';
import type { ParsedArgs } from '../parse-args';
import { answerUseCase } from './answer-use-case';

/**
 * `tripx quote <file|->`: a spec 3 quote request in, the quote out (JSON, or a table with --table).
 * The server's own use case: its decoding and sale rules (checkQuoteBody) before any price.
 */
@injectable()
export class QuoteCommand {
  constructor(
    @inject(QuoteUseCase) private readonly quote: QuoteUseCase,
    @inject(CLI_TOKENS.Io) private readonly io: CliIo,
  ) {}

  async run(file: string, args: ParsedArgs): Promise<ExitCode> {
    const input = await readJsonInput(this.io, file, args.lang);
    if (!input.ok) return input.exit;
    return answerUseCase(this.io, args.lang, this.quote.execute(input.body), (quote) =>
      args.table ? quoteTable(quote, args.lang) : JSON.stringify(quote, null, 2),
    );
  }
}
