import { Effect } from 'effect';
import type {
  LeadRecord,
  QuoteFormRepository,
  QuoteFormSync,
  QuoteInProgress,
} from '../quote-form.repository.port';
import type { ResumeTokenClaims, ResumeTokens } from '../resume-tokens.port';
import type { SavedQuotePricer } from '../saved-quote-pricer.port';

/** Quote forms and leads held in memory, keyed as the SQL store keys them (the session's token). */
export const memoryQuoteForms = () => {
  const forms = new Map<string, QuoteInProgress>();
  const leads = new Map<string, LeadRecord>();
  const repo: QuoteFormRepository = {
    saveForm: async (token: string, sync: QuoteFormSync) =>
      void forms.set(token, {
        form: sync.form,
        payload: sync.payload,
        progress: sync.progress ?? {},
        email: forms.get(token)?.email ?? null,
        changedAt: null,
      }),
    findForm: async (token) => forms.get(token),
    attachEmail: async (token, email) => {
      const form = forms.get(token);
      if (form) forms.set(token, { ...form, email });
    },
    saveLead: async (lead) => void leads.set(lead.id, lead),
    findLead: async (id) => leads.get(id),
  };
  return { repo, forms, leads };
};

/** Tokens that are the claims as JSON behind a mark only these tokens know (no crypto in a unit test). */
export const markedTokens = (mark = 'signed:'): ResumeTokens => ({
  issue: (claims) => mark + JSON.stringify(claims),
  read: (token) =>
    token.startsWith(mark) ? (JSON.parse(token.slice(mark.length)) as ResumeTokenClaims) : undefined,
});

/** A pricer whose total today the test sets; undefined when the payload names no plan. */
export const settablePricer = (initial: number | undefined) => {
  const state = { totalCents: initial };
  const pricer: SavedQuotePricer = {
    totalCents: (payload) => Effect.succeed(Array.isArray(payload['paxes']) ? state.totalCents : undefined),
  };
  return { pricer, state };
};
