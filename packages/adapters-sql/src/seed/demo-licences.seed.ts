import type { Db } from '../database/database';
import { demoUser } from './demo-users.seed';

interface DemoLicence {
  readonly id: string;
  readonly organization: string;
  readonly agent?: string;
  readonly status: 'IN_PROGRESS' | 'RENEWAL_PENDING' | 'AUTHORIZED' | 'NOT_AUTHORIZED';
  readonly province: string;
  readonly number: string;
  readonly expiry: string;
  readonly deleted?: boolean;
}

/** Agency and agent licences in every status of spec 3, and one deleted licence. */
const LICENCES: readonly DemoLicence[] = [
  {
    id: 'lic-1',
    organization: 'MAPLE',
    status: 'AUTHORIZED',
    province: 'QC',
    number: 'QC-100200',
    expiry: '2027-03-31',
  },
  {
    id: 'lic-2',
    organization: 'MAPLE',
    status: 'RENEWAL_PENDING',
    province: 'ON',
    number: 'ON-554433',
    expiry: '2026-01-31',
  },
  {
    id: 'lic-3',
    organization: 'MAPLE-MTL',
    agent: 'agent.agency',
    status: 'IN_PROGRESS',
    province: 'QC',
    number: 'QC-300411',
    expiry: '2027-06-30',
  },
  {
    id: 'lic-4',
    organization: 'MAPLE-TOR',
    agent: 'agent.own',
    status: 'NOT_AUTHORIZED',
    province: 'ON',
    number: 'ON-778812',
    expiry: '2026-09-30',
  },
  {
    id: 'lic-5',
    organization: 'MAPLE-TOR',
    agent: 'agent.own',
    status: 'AUTHORIZED',
    province: 'BC',
    number: 'BC-120034',
    expiry: '2027-12-31',
    deleted: true,
  },
  {
    id: 'lic-6',
    organization: 'MAPLE-TOR',
    agent: 'agent.own2',
    status: 'AUTHORIZED',
    province: 'ON',
    number: 'ON-778813',
    expiry: '2027-12-31',
  },
];

export const seedDemoLicences = async (trx: Db): Promise<void> => {
  await trx
    .insertInto('licences')
    .values(
      LICENCES.map((l) => {
        const agent = l.agent ? demoUser(l.agent) : undefined;
        return {
          id: l.id,
          organization_code: l.organization,
          profile_ref: agent?.profileRef ?? null,
          name: agent ? `${agent.firstName} ${agent.lastName}` : l.organization,
          status: l.status,
          licensed_province: l.province,
          licence_number: l.number,
          licence_type: agent ? 'AGENT' : 'AGENCY',
          screening_status: l.status === 'AUTHORIZED' ? 'CLEARED' : 'PENDING',
          expiry_date: l.expiry,
          is_deleted: l.deleted ?? false,
        };
      }),
    )
    .execute();
};
