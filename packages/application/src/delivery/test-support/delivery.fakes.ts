import type { ConfirmationView } from '../confirmation-view';
import type { DeliveryDeps } from '../delivery.deps';
import { InMemoryOutbox } from '../in-memory.outbox';
import type { MailMessage } from '../mailer.port';
import { aConfirmationView } from './confirmation-view.builder';

/** What the fake mailer does on a call: deliver, reject, or never answer. */
export type MailerStep = 'ok' | 'fail' | 'hang';

/**
 * Delivery ports as fakes with a controllable clock: `script(mail, call)` decides each send; the PDF is
 * a few bytes naming the language, and views are read from a map of policy numbers.
 */
export const deliveryFakes = (
  options: {
    readonly script?: (mail: MailMessage, call: number) => MailerStep;
    readonly views?: Readonly<Record<string, ConfirmationView>>;
    readonly start?: string;
  } = {},
) => {
  const outbox = new InMemoryOutbox();
  const sends: { readonly mail: MailMessage; readonly at: string; readonly step: MailerStep }[] = [];
  let clock = Date.parse(options.start ?? '2025-06-02T14:00:00.000Z');
  let ids = 0;
  const views = options.views ?? { 'TPX-100234-01': aConfirmationView() };
  const deps: DeliveryDeps & { readonly outbox: InMemoryOutbox } = {
    outbox,
    now: () => new Date(clock),
    newId: () => `id-${++ids}`,
    views: { confirmationView: async (n) => views[n] },
    document: { render: async (view, lang) => new TextEncoder().encode(`%PDF ${view.groupNumber} ${lang}`) },
    templates: {
      confirmation: (view, lang) => ({
        subject: `confirmation ${view.groupNumber} ${lang}`,
        text: 'text',
        html: '<p>html</p>',
      }),
      savedQuote: (mail, lang) => ({ subject: `quote ${lang}`, text: mail.quoteLink, html: '<p></p>' }),
    },
    mailer: {
      send: (mail) => {
        const step = options.script?.(mail, sends.length) ?? 'ok';
        sends.push({ mail, at: new Date(clock).toISOString(), step });
        if (step === 'hang') return new Promise(() => undefined);
        return step === 'ok'
          ? Promise.resolve({ messageId: `<${sends.length}@test>` })
          : Promise.reject(new Error('421 service not available'));
      },
    },
  };
  return {
    deps,
    outbox,
    sends,
    advance: (ms: number) => {
      clock += ms;
    },
    at: () => new Date(clock).toISOString(),
  };
};
