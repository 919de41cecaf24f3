import { describe, expect, it } from 'vitest';
import menuEn from '../../../../translations/admin/menu.en.json';
import menuFr from '../../../../translations/admin/menu.fr.json';
import rolesEn from '../../../../translations/admin/roles.en.json';
import rolesFr from '../../../../translations/admin/roles.fr.json';
import { DATA_SCOPES } from './data-scope';
import { MENU_ENTRY_IDS } from './menu';
import { ROLE_TITLES_EN, USER_ROLES } from './roles';

const keys = (o: object) => Object.keys(o).sort();

describe('access labels in EN and FR', () => {
  it('has the same keys in both languages, with no empty label', () => {
    expect(keys(menuFr)).toEqual(keys(menuEn));
    expect(keys(rolesFr)).toEqual(keys(rolesEn));
    for (const v of [menuEn, menuFr, rolesEn, rolesFr].flatMap((o) => Object.values(o)))
      expect(v).not.toBe('');
  });

  it('labels every menu entry, role and data scope', () => {
    for (const id of MENU_ENTRY_IDS) expect(keys(menuEn)).toContain(id);
    for (const role of USER_ROLES)
      expect((rolesEn as Record<string, string>)[role]).toBe(ROLE_TITLES_EN[role]);
    for (const s of DATA_SCOPES) expect(keys(rolesEn)).toContain(`scope${s}`);
  });
});
