import { expect } from 'vitest';
import type { ApiClient } from './api-client';

interface PolicyRow {
  readonly policyNumber: string;
  readonly organizationCode: string;
  readonly purchaseDate: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly premiumTotal: number;
}
interface PolicyPage {
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly policies: readonly PolicyRow[];
}

/** Keys whose order is the same in every collation (dates, numbers, the TX… numbers), to check the sort by. */
const KEY_OF: Partial<Record<string, (p: PolicyRow) => string | number>> = {
  purchaseDate: (p) => p.purchaseDate,
  startDate: (p) => p.startDate,
  endDate: (p) => p.endDate,
  premium: (p) => p.premiumTotal,
  policyNumber: (p) => p.policyNumber,
};

const isSorted = (keys: readonly (string | number)[], order: 'asc' | 'desc') =>
  keys.every((k, i) => i === 0 || (order === 'asc' ? keys[i - 1]! <= k : keys[i - 1]! >= k));

/**
 * Reads a sorted policy search page by page and checks that the pages partition the whole sorted list
 * (read in one page): every row once, none lost, in the list's order, the same total on every page.
 * Answers the rows in order.
 */
export const pagesOfPolicySearch = async (
  c: ApiClient,
  sortField: string,
  sortOrder: 'asc' | 'desc',
  limit: number,
): Promise<readonly PolicyRow[]> => {
  const query = `/api/policies/search?sortField=${sortField}&sortOrder=${sortOrder}`;
  const whole = await c.get<PolicyPage>(`${query}&limit=100`);
  expect(whole.status).toBe(200);
  const rows: PolicyRow[] = [];
  for (let offset = 0; offset < whole.body.total; offset += limit) {
    const page = await c.get<PolicyPage>(`${query}&offset=${offset}&limit=${limit}`);
    expect(page.body).toMatchObject({ total: whole.body.total, page: offset / limit + 1, pageSize: limit });
    expect(page.body.policies.length).toBe(Math.min(limit, whole.body.total - offset));
    rows.push(...page.body.policies);
  }
  const numbers = rows.map((p) => p.policyNumber);
  expect(numbers).toEqual(whole.body.policies.map((p) => p.policyNumber));
  expect(new Set(numbers).size).toBe(whole.body.total);
  const key = KEY_OF[sortField];
  if (key) expect(isSorted(rows.map(key), sortOrder), `${sortField} ${sortOrder}`).toBe(true);
  return rows;
};
