import 'reflect-metadata';
import { LICENCE_LIST, licenceStatusLabel, listPageOf } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../session/session';
import type {
  DistributionReadRepository,
  LicenceCriteria,
  LicenceRow,
} from '../distribution-read.repository.port';
import type { ExportTable } from '../export-table';
import type { DistributionTransactions } from '../distribution-transactions.port';
import { DISTRIBUTION_TOKENS } from '../distribution.tokens';
import { organizationScopeOf } from '../../access/may-act-on';

/** An export never holds more rows than this (a spreadsheet, not a dump). */
export const LICENCE_EXPORT_MAX_ROWS = 10_000;
const CHUNK = 500;

export const LICENCE_EXPORT_COLUMNS = [
  'exportLicenceName',
  'exportLicenceKind',
  'exportLicenceProvince',
  'exportLicenceNumber',
  'exportLicenceStatus',
  'exportLicenceScreening',
  'exportLicenceExpiry',
  'exportLicenceOrganization',
] as const;

const toCells = (l: LicenceRow) => [
  l.name,
  { label: l.profileRef === undefined ? 'licenceKindAgency' : 'licenceKindAgent' },
  l.licensedProvince,
  l.licenseNumber,
  { label: licenceStatusLabel({ status: l.status as never, isDeleted: l.isDeleted }) },
  l.screeningStatus,
  l.expiryDate,
  l.organizationCode,
];

/**
 * licenses/export (spec 7.5): every row of the filtered search (same filter, scope and sort as the
 * search, no paging), in the search's order, ready to render as XLSX or CSV.
 */
export const exportLicences = (
  repo: Pick<DistributionReadRepository, 'searchLicences'>,
  actor: Actor,
  criteria: LicenceCriteria,
  sort: LicenceSort,
): Effect.Effect<LicenceExport> => Effect.promise(() => licenceExport(repo, actor, criteria, sort));

export type LicenceExport = ExportTable & { readonly licences: readonly LicenceRow[] };
export interface LicenceSort {
  readonly sortField?: string;
  readonly sortOrder?: string;
}

const licenceExport = async (
  repo: Pick<DistributionReadRepository, 'searchLicences'>,
  actor: Actor,
  criteria: LicenceCriteria,
  sort: LicenceSort,
): Promise<LicenceExport> => {
  const scope = organizationScopeOf(actor);
  const { sortField, sortOrder } = listPageOf(LICENCE_LIST, sort);
  const all: LicenceRow[] = [];
  for (let offset = 0; offset < LICENCE_EXPORT_MAX_ROWS; offset += CHUNK) {
    const page = await repo.searchLicences(criteria, scope, { offset, limit: CHUNK, sortField, sortOrder });
    all.push(...page.licenses);
    if (page.licenses.length < CHUNK || all.length >= page.total) break;
  }
  return {
    sheet: 'exportLicenceSheet',
    columns: LICENCE_EXPORT_COLUMNS,
    rows: all.map(toCells),
    licences: all,
  };
};

@injectable()
export class ExportLicencesUseCase {
  constructor(@inject(DISTRIBUTION_TOKENS.Transactions) private readonly tx: DistributionTransactions) {}

  execute(actor: Actor, criteria: LicenceCriteria, sort: LicenceSort): Effect.Effect<LicenceExport> {
    return this.tx.transact((s) => exportLicences(s.read, actor, criteria, sort));
  }
}
