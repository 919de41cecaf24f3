import 'reflect-metadata';
import {
  CONTENT_TOKENS,
  LOCATION_TOKENS,
  QUOTE_FORM_TOKENS,
  SESSION_TOKENS,
  contentModule,
  contentUseCases,
  locationsModule,
  locationsUseCases,
  quoteFormsModule,
  quoteFormsUseCases,
  sessionModule,
  sessionUseCases,
  type ClockPort,
  type IdSource,
  type QuoteUseCase,
  type ResumeTokens,
  type SavedQuotePricer,
  type OrganizationRepository,
  type QuoteFormRepository,
  type QuoteProgressPurge,
  type SessionRepository,
  type SessionSettings,
  type TravelLocationRepository,
} from '@tripx/application';
import { Effect } from 'effect';
import { Container } from 'inversify';

const ANYONE = { profileRef: null, userType: null } as const;

/**
 * A saved quote priced as the quote call prices it for its organization today; no price when it
 * names no plan or today's rules refuse it (a departure now past).
 */
export const savedQuotePricer = (quote: Pick<QuoteUseCase, 'execute'>): SavedQuotePricer => ({
  totalCents: (payload, organizationCode) => {
    const paxes = (payload as { paxes?: readonly { plans?: readonly unknown[] }[] }).paxes;
    if (!Array.isArray(paxes) || !paxes.some((p) => Array.isArray(p.plans) && p.plans.length > 0))
      return Effect.succeed(undefined);
    return quote.execute(payload, { organizationCode, seller: ANYONE }).pipe(
      Effect.map((priced): number | undefined => priced.totalCents),
      Effect.orElseSucceed(() => undefined),
    );
  },
});

/**
 * The small contexts the HTTP edge reads through (sessionModule, contentModule, locationsModule,
 * quoteFormsModule), over the server's repositories. A quote-form use case writes one row, so the
 * statement is its transaction.
 */
export const openReadContexts = (ports: {
  readonly sessions: SessionRepository;
  readonly organizations: OrganizationRepository;
  readonly locations: TravelLocationRepository;
  readonly quoteForms: QuoteFormRepository;
  readonly quoteProgressPurge: QuoteProgressPurge;
  readonly settings: SessionSettings;
  readonly ids: IdSource;
  readonly clock: ClockPort;
  readonly resumeTokens: ResumeTokens;
  readonly quote: Pick<QuoteUseCase, 'execute'>;
}) => {
  const container = new Container();
  container.bind(SESSION_TOKENS.Sessions).toConstantValue(ports.sessions);
  container.bind(SESSION_TOKENS.Settings).toConstantValue(ports.settings);
  container.bind(CONTENT_TOKENS.Organizations).toConstantValue(ports.organizations);
  container.bind(LOCATION_TOKENS.Locations).toConstantValue(ports.locations);
  container.bind(QUOTE_FORM_TOKENS.QuoteForms).toConstantValue(ports.quoteForms);
  container.bind(QUOTE_FORM_TOKENS.Ids).toConstantValue(ports.ids);
  container.bind(QUOTE_FORM_TOKENS.Clock).toConstantValue(ports.clock);
  container.bind(QUOTE_FORM_TOKENS.ResumeTokens).toConstantValue(ports.resumeTokens);
  container.bind(QUOTE_FORM_TOKENS.Pricer).toConstantValue(savedQuotePricer(ports.quote));
  container.bind(QUOTE_FORM_TOKENS.Purge).toConstantValue(ports.quoteProgressPurge);
  for (const module of [sessionModule, contentModule, locationsModule, quoteFormsModule])
    container.loadSync(module);
  return {
    session: sessionUseCases(container),
    content: contentUseCases(container),
    locations: locationsUseCases(container),
    quoteForms: quoteFormsUseCases(container),
  };
};
