import 'reflect-metadata';
import { GetPlanContentUseCase } from '@tripx/application';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { CliIo } from '../cli-io';
import { errorBody, EXIT, type ExitCode } from '../cli-error';
import { CLI_TOKENS } from '../cli.tokens';
import { plansList } from '../format/plans-list';
import type { ParsedArgs } from '../parse-args';

/** `tripx plans [--category C] [--code P] [--lang fr] [--json]`: the plans (content) of spec 3. */
@injectable()
export class PlansCommand {
  constructor(
    @inject(GetPlanContentUseCase) private readonly content: GetPlanContentUseCase,
    @inject(CLI_TOKENS.Io) private readonly io: CliIo,
  ) {}

  async run(args: ParsedArgs): Promise<ExitCode> {
    const query = {
      language: args.lang,
      ...(args.category !== undefined ? { category: args.category } : {}),
      ...(args.code !== undefined ? { code: args.code } : {}),
    };
    const result = await Effect.runPromise(Effect.either(this.content.execute(query)));
    if (result._tag === 'Left') {
      const error = result.left;
      // The query's fields are the command's options: `--category`, `--code`.
      const fields =
        error._tag === 'InvalidRequest' ? error.fields.map((f) => ({ ...f, path: `--${f.path}` })) : [];
      this.io.out(errorBody(args.lang, error.code, fields));
      return error._tag === 'CatalogueUnavailable' ? EXIT.failure : EXIT.invalidInput;
    }
    this.io.out(args.json ? JSON.stringify(result.right, null, 2) : plansList(result.right, args.lang));
    return EXIT.ok;
  }
}
