import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_TEMPLATE_VARIABLE, pgliteDatabase } from './databases';

describe('pgliteDatabase', () => {
  const before = process.env[DATA_TEMPLATE_VARIABLE];
  afterEach(() => {
    if (before === undefined) delete process.env[DATA_TEMPLATE_VARIABLE];
    else process.env[DATA_TEMPLATE_VARIABLE] = before;
  });

  it("starts as a copy of the run's template, a folder of its own", async () => {
    const template = mkdtempSync(join(tmpdir(), 'tripx-template-test-'));
    writeFileSync(join(template, 'PG_VERSION'), '17');
    process.env[DATA_TEMPLATE_VARIABLE] = template;
    const db = pgliteDatabase();
    const dir = db.env['DATA_DIR'] as string;
    expect(dir).not.toBe(template);
    expect(readdirSync(dir)).toEqual(['PG_VERSION']);
    writeFileSync(join(dir, 'written-by-a-test'), '');
    expect(existsSync(join(template, 'written-by-a-test'))).toBe(false);
    await db.drop();
    expect(existsSync(dir)).toBe(false);
    expect(existsSync(template)).toBe(true);
    rmSync(template, { recursive: true, force: true });
  });

  it('starts empty when the run has no template', async () => {
    delete process.env[DATA_TEMPLATE_VARIABLE];
    const db = pgliteDatabase();
    expect(readdirSync(db.env['DATA_DIR'] as string)).toEqual([]);
    await db.drop();
  });
});
