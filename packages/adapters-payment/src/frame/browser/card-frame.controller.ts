import {
  CARD_FRAME_FIELDS,
  parseParentMessage,
  type CardEntryCode,
  type CardFrameErrorCode,
  type CardFrameField,
  type CardFrameStyle,
  type FrameMessage,
} from '@tripx/application';
import { validateCardEntry, type YearMonth } from '../../card-entry/card-entry';

export type CardFrameValues = Readonly<Record<CardFrameField, string>>;
export type FieldErrors = Partial<Record<CardFrameField, CardEntryCode>>;
/** A frame message before the frame stamps its source on it. */
type WithoutSource<M> = M extends unknown ? Omit<M, 'source'> : never;
export type FrameEvent = WithoutSource<FrameMessage>;

export type TokenizeReply =
  | {
      readonly ok: true;
      readonly dataKey: string;
      readonly brand: 'visa' | 'mastercard' | 'american-express';
      readonly last4: string;
      readonly expiry: string;
      readonly tokenExpiresAt: string;
    }
  | { readonly ok: false; readonly code: CardEntryCode | CardFrameErrorCode };

export interface CardFrameDeps {
  readonly post: (event: FrameEvent) => void;
  readonly values: () => CardFrameValues;
  readonly today: () => YearMonth;
  /** Shows the errors of the fields the buyer has left (and clears the others). */
  readonly showErrors: (errors: FieldErrors) => void;
  readonly applyStyle: (style: CardFrameStyle) => void;
  readonly requestToken: (values: CardFrameValues) => Promise<TokenizeReply>;
}

const errorsOf = (values: CardFrameValues, today: YearMonth) => {
  const result = validateCardEntry(values, today);
  const errors: FieldErrors = {};
  if (!result.ok) for (const e of result.errors) errors[e.field as CardFrameField] = e.code;
  return { result, errors };
};

/**
 * The frame's behaviour without the DOM: `valid` when the entry becomes complete and correct,
 * `invalid` when it stops being so or when the buyer leaves a wrong field (not while typing),
 * `focus`/`blur` as they happen, and a token or an error for each tokenize request.
 */
export const createCardFrameController = (deps: CardFrameDeps) => {
  let wasValid = false;
  const left = new Set<CardFrameField>();

  const shown = (errors: FieldErrors): FieldErrors =>
    Object.fromEntries(Object.entries(errors).filter(([f]) => left.has(f as CardFrameField)));

  const evaluate = () => errorsOf(deps.values(), deps.today());

  return {
    started: () => deps.post({ type: 'ready' }),

    changed: () => {
      const { result, errors } = evaluate();
      deps.showErrors(shown(errors));
      if (result.ok && !wasValid) deps.post({ type: 'valid', brand: result.value.brand });
      const first = CARD_FRAME_FIELDS.find((f) => errors[f]);
      if (!result.ok && wasValid && first) deps.post({ type: 'invalid', field: first, code: errors[first]! });
      wasValid = result.ok;
    },

    focused: (field: CardFrameField) => deps.post({ type: 'focus', field }),

    blurred: (field: CardFrameField) => {
      deps.post({ type: 'blur', field });
      if (deps.values()[field].trim() === '') return;
      left.add(field);
      const { errors } = evaluate();
      deps.showErrors(shown(errors));
      const code = errors[field];
      if (code) deps.post({ type: 'invalid', field, code });
    },

    /** A message from the parent whose origin the caller has checked. */
    parentMessage: async (data: unknown): Promise<void> => {
      const message = parseParentMessage(data);
      if (!message) return;
      if (message.type === 'style') {
        deps.applyStyle(message.style);
        return;
      }
      const { requestId } = message;
      const values = deps.values();
      const { result, errors } = errorsOf(values, deps.today());
      if (!result.ok) {
        for (const f of CARD_FRAME_FIELDS) left.add(f);
        deps.showErrors(errors);
        const first = CARD_FRAME_FIELDS.find((f) => errors[f]) ?? 'number';
        const code = errors[first] ?? 'mon_943';
        deps.post({ type: 'invalid', field: first, code });
        deps.post({ type: 'error', code, requestId });
        return;
      }
      const reply = await deps
        .requestToken(values)
        .catch((): TokenizeReply => ({ ok: false, code: 'tokenizeFailed' }));
      if (!reply.ok) {
        deps.post({ type: 'error', code: reply.code, requestId });
        return;
      }
      const { dataKey, brand, last4, expiry, tokenExpiresAt } = reply;
      deps.post({ type: 'token', requestId, dataKey, brand, last4, expiry, tokenExpiresAt });
    },
  };
};
