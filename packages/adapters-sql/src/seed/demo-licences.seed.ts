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

/** A current AUTHORIZED agent licence; far-future expiry so the demo agents keep selling. */
const selling = (id: string, agent: string, organization: string, province: string, number: string) =>
  ({ id, organization, agent, status: 'AUTHORIZED', province, number, expiry: '2099-12-31' }) as const;

/**
 * Agency and agent licences in every status of spec 3, and one deleted licence. The agents who
 * book (agency.admin, agency.lite, agent.agency, agent.own) may sell in ON and QC; agent.own2 only
 * in ON, so that each refusal of the booking flow has a demo agent.
 */
const LICENCES: readonly DemoLicence[] = [
  {
    id: 'lic-1',
    organization: 'MAPLE',
    status: 'AUTHORIZED',
    province: 'QC',
    number: 'QC-100200',
    expiry: '2099-03-31',
  },
  {
    id: 'lic-2',
    organization: 'MAPLE',
    status: 'RENEWAL_PENDING',
    province: 'ON',
    number: 'ON-554433',
    expiry: '2026-01-31',
  },
  selling('lic-3', 'agent.agency', 'MAPLE-MTL', 'QC', 'QC-300411'),
  selling('lic-4', 'agent.own', 'MAPLE-TOR', 'ON', 'ON-778812'),
  { ...selling('lic-5', 'agent.own', 'MAPLE-TOR', 'BC', 'BC-120034'), deleted: true },
  selling('lic-6', 'agent.own2', 'MAPLE-TOR', 'ON', 'ON-778813'),
  selling('lic-7', 'agency.admin', 'MAPLE', 'ON', 'ON-778901'),
  selling('lic-8', 'agency.admin', 'MAPLE', 'QC', 'QC-300901'),
  selling('lic-9', 'agency.lite', 'MAPLE', 'QC', 'QC-300902'),
  selling('lic-10', 'agency.lite', 'MAPLE', 'ON', 'ON-778902'),
  selling('lic-11', 'agent.agency', 'MAPLE-MTL', 'ON', 'ON-778903'),
  selling('lic-12', 'agent.own', 'MAPLE-TOR', 'QC', 'QC-300903'),
  // agent.own2, the refused example: QC not authorized, BC in progress, AB expired.
  { ...selling('lic-13', 'agent.own2', 'MAPLE-TOR', 'QC', 'QC-300904'), status: 'NOT_AUTHORIZED' },
  { ...selling('lic-14', 'agent.own2', 'MAPLE-TOR', 'BC', 'BC-120035'), status: 'IN_PROGRESS' },
  { ...selling('lic-15', 'agent.own2', 'MAPLE-TOR', 'AB', 'AB-450001'), expiry: '2025-12-31' },
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
