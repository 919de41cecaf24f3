import type { ApiResult } from '@tripx/application';
import { makeObservable, observable, runInAction } from 'mobx';
import { callError, type CallError, type Label } from './call-state';
import { Confirmation, SecretReveal } from './secret-reveal';

/** The secret a call answered, with the name staff know its credential by. */
export interface IssuedSecret {
  readonly name: string;
  readonly secret: string;
}

/**
 * What the screens that issue secrets share (partner keys, webhook endpoints): a form that makes a
 * credential, its secret shown once, a new secret shown once again, and a removal staff confirm
 * first. Each call keeps its error; the server's refusals land on the form's fields.
 */
export abstract class CredentialsStore<Form, Row> {
  form: Form;
  formErrors: Readonly<Record<string, Label>> = {};
  error: CallError | null = null;
  /** The secret just made or rotated: shown once, then forgotten. */
  readonly secret = new SecretReveal();
  /** The credential whose removal waits for confirmation. */
  readonly removing = new Confirmation<Row>();

  protected constructor(private readonly emptyForm: Form) {
    this.form = emptyForm;
    makeObservable(this, { form: observable.ref, formErrors: observable.ref, error: observable.ref });
  }

  /** The credentials listed, read again after one is made, rotated or removed. */
  protected abstract reload(): Promise<void>;

  /** The form's call answered: on success the form is emptied and the secret shown; then the list is read again. */
  protected async made<A>(call: Promise<ApiResult<A>>, issued: (value: A) => IssuedSecret): Promise<boolean> {
    const r = await call;
    runInAction(() => {
      const error = r.ok ? null : callError(r.failure);
      this.error = error;
      this.formErrors = error?.fields ?? {};
      if (r.ok) this.form = this.emptyForm;
    });
    return this.revealed(r, issued);
  }

  /** A new secret for a credential, shown once; then the list is read again. */
  protected async rotatedWith<A>(
    call: Promise<ApiResult<A>>,
    issued: (value: A) => IssuedSecret,
  ): Promise<boolean> {
    const r = await call;
    runInAction(() => {
      this.error = r.ok ? null : callError(r.failure);
    });
    return this.revealed(r, issued);
  }

  /** Removes the credential staff confirmed (none asked: nothing), then lists again; the one removed, or null. */
  protected async removedWith(remove: (row: Row) => Promise<ApiResult<unknown>>): Promise<Row | null> {
    const row = this.removing.taken();
    if (row === null) return null;
    const r = await remove(row);
    runInAction(() => {
      this.error = r.ok ? null : callError(r.failure);
    });
    if (!r.ok) return null;
    await this.reload();
    return row;
  }

  private async revealed<A>(r: ApiResult<A>, issued: (value: A) => IssuedSecret): Promise<boolean> {
    if (!r.ok) return false;
    const { name, secret } = issued(r.value);
    this.secret.revealed(name, secret);
    await this.reload();
    return true;
  }
}
