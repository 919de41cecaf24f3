import {
  type CatalogueService,
  MedicalQuestionnaireResponseCodec,
  NeedsAnalysisQuestionnaireCodec,
  PlanContentCodec,
} from '@tripx/application';
import type { Language, PlanClass } from '@tripx/domain';
import * as t from 'io-ts';
import { graphqlQuery } from './graphql-client';
import type { HttpClient } from './http-client';

const PLANS = /* GraphQL */ `
  query Plans($lang: Lang!) {
    plans(lang: $lang)
  }
`;
const NEEDS = /* GraphQL */ `
  query Needs($planClass: String!, $lang: Lang!) {
    needsAnalysisQuestionnaire(planClass: $planClass, lang: $lang) {
      planClass
      groups {
        group
        title
        questions {
          key
          order
          text
          options {
            value
            label
          }
        }
      }
    }
  }
`;

export class HttpCatalogueService implements CatalogueService {
  constructor(private readonly http: HttpClient) {}

  async plans(lang: Language) {
    const r = await graphqlQuery(this.http, t.type({ plans: t.array(PlanContentCodec) }), PLANS, { lang });
    return r.ok ? { ok: true as const, value: r.value.plans } : r;
  }

  async needsAnalysis(planClass: PlanClass, lang: Language) {
    const codec = t.type({ needsAnalysisQuestionnaire: NeedsAnalysisQuestionnaireCodec });
    const r = await graphqlQuery(this.http, codec, NEEDS, { planClass, lang });
    return r.ok ? { ok: true as const, value: r.value.needsAnalysisQuestionnaire } : r;
  }

  medicalQuestionnaire(planClass: PlanClass, lang: Language) {
    return this.http.get(MedicalQuestionnaireResponseCodec, '/api/product/medicalQuestionaire', {
      params: { planClass, language: lang },
    });
  }
}
