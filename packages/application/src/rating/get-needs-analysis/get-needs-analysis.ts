import 'reflect-metadata';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import * as t from 'io-ts';
import { LangCodec } from '../../contracts/codecs';
import { decodeBody } from '../decode-body';
import type { RateCataloguePort } from '../rate-catalogue.port';
import type { CatalogueUnavailable, InvalidRequest } from '../rating.errors';
import { RATING_TOKENS } from '../rating.tokens';

export const NeedsAnalysisQueryCodec = t.type({ language: LangCodec });

export interface NeedsAnalysisView {
  readonly groups: readonly {
    readonly group: string;
    readonly title: string;
    readonly questions: readonly {
      readonly key: string;
      readonly text: string;
      readonly order: number;
      readonly options: readonly { readonly value: string; readonly label: string }[];
    }[];
  }[];
}

/** The needs-analysis questionnaire (spec 7.2 GraphQL) in one language, grouped as spec 3 groups it. */
@injectable()
export class GetNeedsAnalysisUseCase {
  constructor(
    @inject(RATING_TOKENS.RateCatalogue) private readonly catalogue: Pick<RateCataloguePort, 'load'>,
  ) {}

  execute(query: unknown): Effect.Effect<NeedsAnalysisView, InvalidRequest | CatalogueUnavailable> {
    return Effect.gen(this, function* () {
      const { language } = yield* decodeBody(NeedsAnalysisQueryCodec, query);
      const { needsAnalysis } = yield* this.catalogue.load();
      return {
        groups: needsAnalysis.groups.map((g) => ({
          group: g.group,
          title: g.title[language],
          questions: needsAnalysis.questions
            .filter((q) => q.group === g.group)
            .sort((a, b) => a.order - b.order)
            .map((q) => ({
              key: q.key,
              text: q.text[language],
              order: q.order,
              options: q.options.map((o) => ({ value: o.value, label: o.label[language] })),
            })),
        })),
      };
    });
  }
}
