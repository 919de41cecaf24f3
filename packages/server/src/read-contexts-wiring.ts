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
  type IdSource,
  type OrganizationRepository,
  type QuoteFormRepository,
  type SessionRepository,
  type SessionSettings,
  type TravelLocationRepository,
} from '@tripx/application';
import { Container } from 'inversify';

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
  readonly settings: SessionSettings;
  readonly ids: IdSource;
}) => {
  const container = new Container();
  container.bind(SESSION_TOKENS.Sessions).toConstantValue(ports.sessions);
  container.bind(SESSION_TOKENS.Settings).toConstantValue(ports.settings);
  container.bind(CONTENT_TOKENS.Organizations).toConstantValue(ports.organizations);
  container.bind(LOCATION_TOKENS.Locations).toConstantValue(ports.locations);
  container.bind(QUOTE_FORM_TOKENS.QuoteForms).toConstantValue(ports.quoteForms);
  container.bind(QUOTE_FORM_TOKENS.Ids).toConstantValue(ports.ids);
  for (const module of [sessionModule, contentModule, locationsModule, quoteFormsModule])
    container.loadSync(module);
  return {
    session: sessionUseCases(container),
    content: contentUseCases(container),
    locations: locationsUseCases(container),
    quoteForms: quoteFormsUseCases(container),
  };
};
