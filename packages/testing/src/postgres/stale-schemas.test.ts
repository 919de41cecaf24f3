import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isStaleSchema } from './fresh-schema';

const HOUR = 60 * 60 * 1000;
const name = (pid: number, created: number, random: string) =>
  `tripx_t_${pid}_${created.toString(36)}_${random}`;
const arbRandom = fc.stringMatching(/^[0-9a-f]{6}$/);
const arbPid = fc.integer({ min: 1, max: 4_194_304 });
const arbNow = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2040, 0, 1) });

describe('stale test schemas on PostgreSQL', () => {
  test.prop([arbPid, arbNow, fc.integer({ min: 0, max: HOUR }), arbRandom, fc.boolean()])(
    'a dated schema at most an hour old is kept, whatever its pid',
    (pid, now, age, random, alive) => {
      expect(isStaleSchema(name(pid, now - age, random), now, () => alive)).toBe(false);
    },
  );

  test.prop([arbPid, arbNow, fc.integer({ min: HOUR + 1, max: 365 * 24 * HOUR }), arbRandom, fc.boolean()])(
    'a dated schema older than an hour is dropped, whatever its pid',
    (pid, now, age, random, alive) => {
      expect(isStaleSchema(name(pid, now - age, random), now, () => alive)).toBe(true);
    },
  );

  test.prop([arbPid, fc.stringMatching(/^[0-9a-z]{1,6}$/), fc.boolean()])(
    'an undated schema of the earlier form is dropped exactly when its process is gone',
    (pid, random, alive) => {
      expect(isStaleSchema(`tripx_t_${pid}_${random}`, Date.now(), (p) => p === pid && alive)).toBe(!alive);
    },
  );

  it('leaves any other name alone', () => {
    for (const other of ['tripx_t_', 'tripx_t_abc_123', 'public', 'tripx_t_12_ab-cd', 'tripx_t_1_2_3_4'])
      expect(isStaleSchema(other, Date.now(), () => false)).toBe(false);
  });
});
