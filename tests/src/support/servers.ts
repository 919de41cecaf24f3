import { demoUser } from '@tripx/adapters-sql';
import { createServer, readConfig, type RunningServer } from '@tripx/server';
import { ApiClient, type AnsweredCall } from './api-client';
import { signInOn } from './staff-sessions';

export interface InProcessServer {
  readonly server: RunningServer;
  /** Moves the server's clock forward (expiry is enforced by the server's clock). */
  advanceClock(ms: number): void;
  readonly baseUrl: string;
  client(): ApiClient;
  /** Every answer its clients were given, in order (checked against the OpenAPI document). */
  readonly answered: readonly AnsweredCall[];
  /** Adds an answer got another way (the fuzzer injects its requests). */
  record(call: AnsweredCall): void;
  close(): Promise<void>;
}

/** The real server (same createServer as `pnpm start`) listening on a free loopback port. */
export const startInProcess = async (env: Readonly<Record<string, string>>): Promise<InProcessServer> => {
  const config = readConfig({
    SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000',
    API_RATE_LIMIT_PER_MINUTE: '100000',
    PARTNER_RATE_LIMIT_PER_MINUTE: '100000',
    LEADS_PER_RECIPIENT_PER_HOUR: '100000',
    ...env,
    PORT: '0',
    LOG_LEVEL: 'silent',
  });
  let offset = 0;
  const answered: AnsweredCall[] = [];
  const server = await createServer(config, { logger: false, now: () => new Date(Date.now() + offset) });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    server,
    baseUrl: address,
    advanceClock: (ms) => void (offset += ms),
    client: () => new ApiClient(address, 'tripx.sid', (call) => answered.push(call)),
    answered,
    record: (call) => void answered.push(call),
    close: () => server.close(),
  };
};

/**
 * The only way a test signs a session in before the sign-in issue lands: the repository's own
 * signIn, called in-process. No HTTP route leads to it.
 */
export const signInAs = async (
  server: RunningServer,
  client: ApiClient,
  profileCode: string,
): Promise<void> => {
  await signInAsRef(server, client, demoUser(profileCode).profileRef);
};

/** The same for any user, by profile reference (one made by a test). */
export const signInAsRef = (server: RunningServer, client: ApiClient, profileRef: string): Promise<void> =>
  signInOn(server.deps.read.sessions, client, profileRef, {
    now: server.deps.now(),
    ttlSeconds: server.deps.config.sessionTtlSeconds,
  });
