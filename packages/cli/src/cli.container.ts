import 'reflect-metadata';
import { RATING_TOKENS, ratingModule, type ClockPort, type RateCataloguePort } from '@tripx/application';
import { Container } from 'inversify';
import type { CliIo } from './cli-io';
import { CLI_TOKENS } from './cli.tokens';
import { PlansCommand } from './commands/plans.command';
import { QuoteCommand } from './commands/quote.command';

/** The CLI's composition root: the file catalogue and the terminal behind the rating use cases. */
export const createCliContainer = (catalogue: RateCataloguePort, io: CliIo): Container => {
  const container = new Container();
  const clock: ClockPort = { now: io.now };
  container.bind(RATING_TOKENS.RateCatalogue).toConstantValue(catalogue);
  container.bind(RATING_TOKENS.Clock).toConstantValue(clock);
  container.bind(CLI_TOKENS.Io).toConstantValue(io);
  container.loadSync(ratingModule);
  container.bind(QuoteCommand).toSelf();
  container.bind(PlansCommand).toSelf();
  return container;
};
