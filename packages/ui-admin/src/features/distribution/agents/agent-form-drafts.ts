import type { SliceStorage } from '@tripx/ui-flow';
import { isRight } from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { ADMIN_SLICE_PREFIX } from '../../../platform/storage-keys';

const EditedCodec = t.partial({
  profileCode: t.string,
  firstName: t.string,
  lastName: t.string,
  email: t.string,
  role: t.string,
  language: t.string,
  city: t.string,
  province: t.string,
  status: t.string,
  organizationCode: t.string,
  licences: t.array(t.string),
});
/** The fields of an agent form the user changed and has not saved, as typed. */
export type EditedFields = t.TypeOf<typeof EditedCodec>;

/** Whose drafts, and each form's: by profile reference, `new` for the registration form. */
const DraftsCodec = t.type({ owner: t.string, forms: t.record(t.string, EditedCodec) });
type Drafts = t.TypeOf<typeof DraftsCodec>;

export const AGENT_FORM_DRAFTS_KEY = `${ADMIN_SLICE_PREFIX}agentForms`;
export const REGISTRATION_DRAFT = 'new';

/**
 * What was typed in the agent forms and not saved, kept in sessionStorage so that a reload or Back
 * finds it (as the booking's slices are). The drafts are the signed-in user's and end with the session
 * (`cleared`, see `forgetWhenSessionMoves`): another user of the tab starts from what the server has.
 * A draft that does not decode is dropped.
 */
export class AgentFormDrafts {
  constructor(
    private readonly storage: SliceStorage | undefined,
    private readonly owner: () => string | undefined,
  ) {}

  edited(form: string): EditedFields {
    return this.mine()?.forms[form] ?? {};
  }

  kept(form: string, edited: EditedFields): void {
    const owner = this.owner();
    if (owner === undefined) return;
    this.write({ owner, forms: { ...this.mine()?.forms, [form]: edited } });
  }

  saved(form: string): void {
    const drafts = this.mine();
    if (!drafts?.forms[form]) return;
    const { [form]: _saved, ...forms } = drafts.forms;
    this.write({ ...drafts, forms });
  }

  /** The session ended or changed hands: every draft goes, whoever's. */
  cleared(): void {
    try {
      this.storage?.removeItem(AGENT_FORM_DRAFTS_KEY);
    } catch {
      // Storage refused: the drafts stay the owner's, which another user does not see.
    }
  }

  private mine(): Drafts | undefined {
    const drafts = this.read();
    return drafts && drafts.owner === this.owner() ? drafts : undefined;
  }

  private read(): Drafts | undefined {
    try {
      const raw = this.storage?.getItem(AGENT_FORM_DRAFTS_KEY);
      const decoded = raw ? DraftsCodec.decode(JSON.parse(raw)) : undefined;
      return decoded && isRight(decoded) ? decoded.right : undefined;
    } catch {
      return undefined;
    }
  }

  private write(drafts: Drafts): void {
    try {
      this.storage?.setItem(AGENT_FORM_DRAFTS_KEY, JSON.stringify(drafts));
    } catch {
      // Storage full or refused: the form keeps working, only a reload would lose what was typed.
    }
  }
}
