import 'reflect-metadata';
import { sanitizeContentHtml } from '@tripx/adapters-documents';
import type { Database, Db } from '@tripx/adapters-sql';
import {
  DISTRIBUTION_TOKENS,
  distributionModule,
  distributionUseCases,
  type DistributionStores,
  type DistributionTransactions,
  type DistributionUseCases,
  type IdSource,
} from '@tripx/application';
import { Container } from 'inversify';
import { effectTransactions } from './effect-transactions';

/**
 * The distribution context (distributionModule) over the database: its stores, one transaction
 * per use case that writes, new ids and the sanitizer of contract content HTML.
 */
export const openDistribution = (
  database: Pick<Database, 'db' | 'transaction'>,
  storesOf: (db: Db) => DistributionStores,
  ids: IdSource,
): DistributionUseCases => {
  const container = new Container();
  const transactions: DistributionTransactions = effectTransactions(database, storesOf);
  container.bind(DISTRIBUTION_TOKENS.Transactions).toConstantValue(transactions);
  container.bind(DISTRIBUTION_TOKENS.Ids).toConstantValue(ids);
  container.bind(DISTRIBUTION_TOKENS.HtmlSanitizer).toConstantValue(sanitizeContentHtml);
  container.loadSync(distributionModule);
  return distributionUseCases(container);
};
