import { Either, Effect } from 'effect';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatCardExpiry, type CardEntryInput } from '../card-entry/card-entry';
import type { SandboxPaymentProvider } from '../sandbox/sandbox-payment-provider';
import { frameMessages } from './frame-labels';

export type Tokenizer = Pick<SandboxPaymentProvider, 'tokenize'>;

const MAX_FIELD = 40;

/** The three fields as strings of sane length, or undefined: nothing else is read from the body. */
const decodeEntry = (body: unknown): CardEntryInput | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Record<string, unknown>;
  const ok = (v: unknown) => typeof v === 'string' && v.length <= MAX_FIELD;
  return ok(b['number']) && ok(b['expiry']) && ok(b['cvd'])
    ? { number: b['number'], expiry: b['expiry'], cvd: b['cvd'] }
    : undefined;
};

export const sendFrameError = (
  reply: FastifyReply,
  status: number,
  code: string,
  fields: readonly { path: string; code: string }[] = [],
) => reply.code(status).send({ error: { code, message: code, fields } });

/**
 * POST /tokenize: the only place a card number is accepted, from the frame page on this same origin.
 * A request whose Origin is anything else (the parent page included) is refused before the body is read.
 */
export const registerTokenizeRoute = (
  app: FastifyInstance,
  frameOrigin: () => string,
  provider: Tokenizer,
  limit: { readonly max: number; readonly timeWindow: number },
): void => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const site = request.headers['sec-fetch-site'];
    if (request.headers.origin !== frameOrigin() || (site !== undefined && site !== 'same-origin')) {
      return sendFrameError(reply, 403, 'tokenizeRefused');
    }
  });

  app.post('/tokenize', { config: { rateLimit: limit } }, async (request, reply) => {
    const entry = decodeEntry(request.body);
    if (!entry) return sendFrameError(reply, 400, 'invalidPaymentRequest');
    const result = await Effect.runPromise(Effect.either(provider.tokenize(entry)));
    if (Either.isLeft(result)) {
      const error = result.left;
      if (error._tag === 'PaymentUnavailable') return sendFrameError(reply, 503, 'paymentUnavailable');
      const fields = error.fields.map((f) => ({ path: f.field, code: f.code }));
      return reply.code(400).send({
        error: { code: error.code, message: frameMessages('en')[error.fields[0]?.code ?? 'mon_943'], fields },
      });
    }
    const token = result.right;
    return reply.code(201).send({
      dataKey: token.dataKey,
      brand: token.brand,
      last4: token.last4,
      expiry: formatCardExpiry(token.cardExpiry),
      tokenExpiresAt: token.tokenExpiresAt.toISOString(),
    });
  });
};
