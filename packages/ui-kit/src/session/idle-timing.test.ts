import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_IDLE_TIMING } from './idle-session.controller';
import { idleTimingOf } from './idle-timing';

const page = (content: string | undefined): Document => {
  document.head.innerHTML =
    content === undefined ? '' : `<meta name="tripx-idle-reminder-seconds" content="${content}" />`;
  return document;
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('idleTimingOf', () => {
  it('opens the reminder as many seconds before the end as the server’s page says, the rest unchanged', () => {
    expect(idleTimingOf(page('15'))).toEqual({ ...DEFAULT_IDLE_TIMING, reminderSeconds: 15 });
  });
  it('keeps the spec’s 60 s when the page says nothing usable', () => {
    expect(DEFAULT_IDLE_TIMING.reminderSeconds).toBe(60);
    for (const content of [undefined, '', ' ', '0', '-5', '1.5', 'soon', 'NaN', 'Infinity'])
      expect(idleTimingOf(page(content)), String(content)).toBe(DEFAULT_IDLE_TIMING);
  });
  test.prop([fc.integer({ min: 1, max: 7 * 24 * 3600 })])(
    'property: any whole number of seconds the server writes is the reminder’s',
    (seconds) => {
      expect(idleTimingOf(page(String(seconds))).reminderSeconds).toBe(seconds);
    },
  );
});
