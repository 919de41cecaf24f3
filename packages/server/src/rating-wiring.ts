import 'reflect-metadata';
import type { RatingContext, RatingHttpService } from '@tripx/adapters-http';
import { FsRateCatalogue } from '@tripx/adapters-fs';
import {
  SqlDistributionReadRepository,
  recordRateVersions,
  type Db,
  type RateVersionRecord,
} from '@tripx/adapters-sql';
import {
  GetMedicalQuestionnaireUseCase,
  GetNeedsAnalysisUseCase,
  GetPlanContentUseCase,
  QuoteUseCase,
  RATING_TOKENS,
  RecommendUseCase,
  needsLicence,
  quoteLicenceRefusal,
  type ClockPort,
  type QuoteReferencePort,
  type RatingError,
} from '@tripx/application';
import type { RatingCatalogue } from '@tripx/domain';
import { Cause, Effect, Either, Exit, Fiber, Runtime } from 'effect';
import { createHash } from 'node:crypto';
import { Container } from 'inversify';
import { organizationMismatchAnswer } from './organization-mismatch.answer';

type Answer = { status: number; body: unknown };

/** A rating failure as the API's error body; the status is chosen here, in the HTTP edge. */
const failure = (e: RatingError): Answer => {
  if (e._tag === 'InvalidRequest')
    return {
      status: 400,
      body: { error: { code: 'badRequest', message: 'The request is not valid.', fields: e.fields } },
    };
  if (e._tag === 'OrganizationMismatch') return organizationMismatchAnswer(e);
  if (e._tag === 'NotFound')
    return { status: 404, body: { error: { code: e.code, message: 'Not found.', fields: [] } } };
  return {
    status: 503,
    body: { error: { code: 'unavailable', message: 'Rates are not available right now.', fields: [] } },
  };
};

const toAnswer = <A>(r: Either.Either<A, RatingError>): Answer =>
  Either.isRight(r) ? { status: 200, body: r.right } : failure(r.left);

/**
 * Runs a rating use case. They are synchronous (the catalogue is in memory), so they run on the
 * caller's stack: no promise and no scheduled fiber per request. One that turns out asynchronous
 * (a catalogue port that reads) goes on in its fiber, awaited here.
 */
const settle = <A>(effect: Effect.Effect<A, RatingError>): Promise<Either.Either<A, RatingError>> => {
  const exit = Effect.runSyncExit(Effect.either(effect));
  if (Exit.isSuccess(exit)) return Promise.resolve(exit.value);
  const defect = Cause.squash(exit.cause);
  return Runtime.isAsyncFiberException(defect)
    ? Effect.runPromise(Fiber.join(defect.fiber as Fiber.RuntimeFiber<Either.Either<A, RatingError>>))
    : Promise.reject(defect);
};

const answer = async <A>(effect: Effect.Effect<A, RatingError>): Promise<Answer> =>
  toAnswer(await settle(effect));

/** The catalogue's rate versions as the database records them; the checksum covers the whole table. */
export const rateVersionsOf = (catalogue: RatingCatalogue): RateVersionRecord[] =>
  catalogue.versions.map(({ effectiveDate, table }) => ({
    id: effectiveDate,
    effectiveDate,
    source: table.sample ? 'catalogue (sample rates)' : 'catalogue',
    checksum: createHash('sha256').update(JSON.stringify(table)).digest('hex'),
    content: table,
  }));

/**
 * The rating use cases of application/rating over the checked catalogue files (adapters-fs),
 * read once at start: a catalogue with a problem stops the server from starting. Its rate
 * versions are recorded in the database, where purchases reference them.
 */
export const openRatingService = async (
  clock: ClockPort,
  db: Db,
  quoteReferences: QuoteReferencePort,
): Promise<RatingHttpService> => {
  const catalogue = await FsRateCatalogue.open();
  await recordRateVersions(db, rateVersionsOf(catalogue.catalogue));
  const container = new Container();
  container.bind(RATING_TOKENS.RateCatalogue).toConstantValue(catalogue);
  container.bind(RATING_TOKENS.Clock).toConstantValue(clock);
  container.bind(RATING_TOKENS.QuoteReferences).toConstantValue(quoteReferences);
  for (const useCase of [
    QuoteUseCase,
    RecommendUseCase,
    GetMedicalQuestionnaireUseCase,
    GetPlanContentUseCase,
    GetNeedsAnalysisUseCase,
  ])
    container.bind(useCase).toSelf().inSingletonScope();
  const quote = container.get(QuoteUseCase);
  const recommend = container.get(RecommendUseCase);
  const questionnaire = container.get(GetMedicalQuestionnaireUseCase);
  const plans = container.get(GetPlanContentUseCase);
  const needs = container.get(GetNeedsAnalysisUseCase);
  const licences = new SqlDistributionReadRepository(db);
  // An agent quotes only where licensed (403, the licence code); the status is chosen here.
  const agentQuote = async (body: unknown, context: RatingContext): Promise<Answer> => {
    const refused = await quoteLicenceRefusal(licences, context.seller, body, context.now);
    return refused ? { status: 403, body: refused } : answer(quote.execute(body, context.organizationCode));
  };
  return {
    // Consumers and staff take the plain path: no licence read, no extra await.
    quote: (body, context) =>
      needsLicence(context.seller)
        ? agentQuote(body, context)
        : answer(quote.execute(body, context.organizationCode)),
    recommendation: (body) => answer(recommend.execute(body)),
    medicalQuestionnaire: (query) => answer(questionnaire.execute(query)),
    plans: async (lang, codes) => {
      const r = await settle(plans.execute({ language: lang }));
      if (Either.isLeft(r)) return [];
      return codes ? r.right.plans.filter((p) => codes.includes(p.code)) : r.right.plans;
    },
    needsAnalysis: async (lang) => {
      const r = await settle(needs.execute({ language: lang }));
      return Either.isRight(r) ? r.right : undefined;
    },
  };
};
