import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { startsOnTemplate } from './server';

const runOnly = fc.dictionary(fc.constantFrom('SESSION_TTL_SECONDS', 'IDLE_REMINDER_SECONDS'), fc.string());

describe('startsOnTemplate', () => {
  it('with the defaults, and with shorter sessions (they change nothing the first start writes)', () => {
    expect(startsOnTemplate({})).toBe(true);
    expect(startsOnTemplate({ SESSION_TTL_SECONDS: '20', IDLE_REMINDER_SECONDS: '15' })).toBe(true);
    expect(startsOnTemplate({ DATA_DIR: '/tmp/x' })).toBe(false);
    expect(startsOnTemplate({ SESSION_TTL_SECONDS: '20', DEMO_SIGN_IN: 'on' })).toBe(false);
  });
  test.prop([runOnly, fc.string({ minLength: 1 }), fc.string()])(
    'property: any other setting among them starts the server on an empty folder',
    (env, name, value) => {
      fc.pre(name !== 'SESSION_TTL_SECONDS' && name !== 'IDLE_REMINDER_SECONDS');
      expect(startsOnTemplate(env)).toBe(true);
      expect(startsOnTemplate({ ...env, [name]: value })).toBe(false);
    },
  );
});
