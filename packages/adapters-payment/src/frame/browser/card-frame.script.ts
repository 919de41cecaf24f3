/// <reference lib="dom" />
import {
  CARD_FRAME_FIELDS,
  CARD_FRAME_SOURCE,
  type CardFrameField,
  type CardFrameStyle,
  type CardFrameStyleTarget,
} from '@tripx/application';
import {
  createCardFrameController,
  type CardFrameValues,
  type FieldErrors,
  type TokenizeReply,
} from './card-frame.controller';
import { decodeTokenizeReply } from './tokenize-reply';

/*
 * The browser side of the card frame (bundled into one file by frame-bundle.ts). It runs on the
 * provider's origin: the card number goes from these inputs to POST /tokenize on this same origin,
 * and only the token crosses to the parent, by postMessage to the one configured parent origin.
 */

const SELECTORS: Readonly<Record<CardFrameStyleTarget, string>> = {
  body: 'body',
  label: 'label',
  input: 'input',
  invalidInput: 'input[aria-invalid="true"]',
  error: '.error',
  hint: '.hint',
};

const readTokenizeReply = async (response: Response): Promise<TokenizeReply> =>
  decodeTokenizeReply(response.status, await response.json().catch((): unknown => undefined));

export const startCardFrame = (win: Window): void => {
  const doc = win.document;
  const parentOrigin = doc.querySelector('meta[name="tripx-parent-origin"]')?.getAttribute('content') ?? '';
  const messages = JSON.parse(doc.getElementById('card-frame-messages')?.textContent || '{}') as Record<
    string,
    string
  >;
  const input = (field: CardFrameField) => doc.getElementById(field) as HTMLInputElement;
  const errorBox = (field: CardFrameField) => doc.getElementById(`${field}-error`) as HTMLElement;
  let style: CardFrameStyle = {};

  const restyle = () => {
    for (const [target, rules] of Object.entries(style)) {
      doc.querySelectorAll<HTMLElement>(SELECTORS[target as CardFrameStyleTarget]).forEach((el) => {
        for (const [property, value] of Object.entries(rules ?? {})) el.style.setProperty(property, value);
      });
    }
  };

  const controller = createCardFrameController({
    // Never '*': a token is only ever handed to the configured parent origin.
    post: (event) => {
      if (parentOrigin && win.parent !== win)
        win.parent.postMessage({ source: CARD_FRAME_SOURCE, ...event }, parentOrigin);
    },
    values: (): CardFrameValues => ({
      number: input('number').value,
      expiry: input('expiry').value,
      cvd: input('cvd').value,
    }),
    today: () => {
      const now = new Date();
      return { year: now.getFullYear(), month: now.getMonth() + 1 };
    },
    showErrors: (errors: FieldErrors) => {
      for (const field of CARD_FRAME_FIELDS) {
        const code = errors[field];
        input(field).setAttribute('aria-invalid', code ? 'true' : 'false');
        errorBox(field).textContent = code ? (messages[code] ?? code) : '';
        errorBox(field).hidden = !code;
      }
      restyle();
    },
    applyStyle: (next) => {
      style = next;
      restyle();
    },
    // Default fetch mode ("cors"), so the browser sends our real Origin, which /tokenize requires.
    requestToken: async (values) =>
      readTokenizeReply(
        await win.fetch('/tokenize', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(values),
          credentials: 'omit',
          cache: 'no-store',
        }),
      ),
  });

  win.addEventListener('message', (event: MessageEvent) => {
    // Only the page that embeds us, from the configured origin, may style us or ask for a token.
    if (event.origin !== parentOrigin || event.source !== win.parent || win.parent === win) return;
    void controller.parentMessage(event.data);
  });
  for (const field of CARD_FRAME_FIELDS) {
    input(field).addEventListener('input', () => controller.changed());
    input(field).addEventListener('focus', () => controller.focused(field));
    input(field).addEventListener('blur', () => controller.blurred(field));
  }
  doc.getElementById('card-form')?.addEventListener('submit', (event) => event.preventDefault());
  controller.started();
};
