import { Container } from 'inversify';
import { RouterStore } from '../features/routing/router.store';
import { SessionStore } from '../features/session/session.store';
import { ToastStore } from '../features/toasts/toast.store';
import type { AuthApi } from '../platform/auth-api';
import type { History } from '../platform/history';
import { ADMIN_TOKENS } from './admin.tokens';

/** One container for the app: the platform adapters in, the stores out (tests bind fakes). */
export const buildAdminContainer = (deps: {
  readonly authApi: AuthApi;
  readonly history: History;
}): Container => {
  const c = new Container();
  c.bind<AuthApi>(ADMIN_TOKENS.authApi).toConstantValue(deps.authApi);
  c.bind<History>(ADMIN_TOKENS.history).toConstantValue(deps.history);
  c.bind<SessionStore>(ADMIN_TOKENS.sessionStore)
    .toDynamicValue((ctx) => new SessionStore(ctx.get<AuthApi>(ADMIN_TOKENS.authApi)))
    .inSingletonScope();
  c.bind<RouterStore>(ADMIN_TOKENS.routerStore)
    .toDynamicValue((ctx) => new RouterStore(ctx.get<History>(ADMIN_TOKENS.history)))
    .inSingletonScope();
  c.bind<ToastStore>(ADMIN_TOKENS.toastStore)
    .toDynamicValue(() => new ToastStore())
    .inSingletonScope();
  return c;
};
