import { ADMIN_ROUTES } from '@tripx/domain';
import { describe, expect, it } from 'vitest';
import { SCREEN_GROUPS, SCREENS } from './screen-registry';

describe('screen registry', () => {
  it('each group’s module has a screen for each of its paths, and no other', async () => {
    for (const group of Object.values(SCREEN_GROUPS))
      expect(Object.keys(await group.load()).sort()).toEqual([...group.paths].sort());
  });
  it('every route a user opens has one screen; error pages and redirects have none', () => {
    const paths = Object.values(SCREEN_GROUPS).flatMap((g) => g.paths);
    expect(new Set(paths).size).toBe(paths.length);
    const opened = ADMIN_ROUTES.filter((r) => r.feature !== null && !r.redirectTo).map((r) => r.path);
    expect(Object.keys(SCREENS).sort()).toEqual([...opened].sort());
  });
});
