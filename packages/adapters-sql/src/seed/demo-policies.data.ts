import type { CalendarDate, Province } from '@tripx/domain';

/** The demo bookings: who, where, when and which plan; their prices come from the catalogue. */
export interface DemoPax {
  readonly policyNumber: string;
  readonly first: string;
  readonly last: string;
  readonly birth: CalendarDate;
  readonly status: 'ACTIVE' | 'INACTIVE';
}
export interface DemoPolicy {
  readonly group: string;
  readonly organization: string;
  readonly channel: 'b2b' | 'b2c';
  readonly soldBy?: string;
  readonly travellerType: 'SINGLE' | 'FAMILY';
  readonly language: 'en' | 'fr';
  readonly province: Province;
  readonly planCode: 'SEMH' | 'MEMH';
  readonly departsInDays: number;
  readonly days: number;
  readonly departureLocation: string;
  readonly destinations: readonly string[];
  readonly paxes: readonly DemoPax[];
}

const born = (d: string) => d as CalendarDate;

/** A few sold policies so that search, view, notes and data scopes have something to show. */
export const POLICIES: readonly DemoPolicy[] = [
  {
    group: 'G1000001',
    organization: 'MAPLE-TOR',
    channel: 'b2b',
    soldBy: 'agent.own',
    travellerType: 'SINGLE',
    language: 'en',
    province: 'ON',
    planCode: 'SEMH',
    departsInDays: 20,
    days: 14,
    departureLocation: 'YYZ',
    destinations: ['JFK,US'],
    paxes: [
      {
        policyNumber: 'TX10000011',
        first: 'Olivia',
        last: 'Martin',
        birth: born('1985-04-12'),
        status: 'ACTIVE',
      },
    ],
  },
  {
    group: 'G1000002',
    organization: 'MAPLE-TOR',
    channel: 'b2b',
    soldBy: 'agent.own2',
    travellerType: 'SINGLE',
    language: 'en',
    province: 'ON',
    planCode: 'SEMH',
    departsInDays: 45,
    days: 8,
    departureLocation: 'YYZ',
    destinations: ['CUN,MX'],
    paxes: [
      {
        policyNumber: 'TX10000021',
        first: 'Liam',
        last: 'Brown',
        birth: born('1979-11-02'),
        status: 'ACTIVE',
      },
    ],
  },
  {
    group: 'G1000003',
    organization: 'MAPLE-MTL',
    channel: 'b2b',
    soldBy: 'agent.agency',
    travellerType: 'FAMILY',
    language: 'fr',
    province: 'QC',
    planCode: 'SEMH',
    departsInDays: 60,
    days: 10,
    departureLocation: 'YUL',
    destinations: ['CDG,FR'],
    paxes: [
      {
        policyNumber: 'TX10000031',
        first: 'Émilie',
        last: 'Pelletier',
        birth: born('1982-07-30'),
        status: 'ACTIVE',
      },
      {
        policyNumber: 'TX10000032',
        first: 'Hugo',
        last: 'Pelletier',
        birth: born('1984-01-15'),
        status: 'INACTIVE',
      },
    ],
  },
  {
    group: 'G1000004',
    organization: 'CM',
    channel: 'b2c',
    travellerType: 'SINGLE',
    language: 'en',
    province: 'BC',
    planCode: 'MEMH',
    departsInDays: 5,
    days: 365,
    departureLocation: 'YVR',
    destinations: ['LAX,US'],
    paxes: [
      {
        policyNumber: 'TX10000041',
        first: 'Noah',
        last: 'Wilson',
        birth: born('1990-09-09'),
        status: 'ACTIVE',
      },
    ],
  },
];

export const DEMO_DEPENDENT = { referenceNumber: 3, dateOfBirth: born('2014-05-20'), tripCostCents: 120_000 };

/** The demo policy numbers, for tests that go through every one. */
export const DEMO_POLICY_NUMBERS: readonly string[] = POLICIES.flatMap((p) =>
  p.paxes.map((x) => x.policyNumber),
);
