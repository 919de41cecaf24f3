import type { FastifyListenOptions } from 'fastify';
import { DEMO_USERS } from '@tripx/adapters-sql';
import { startBanner } from './banner';
import { demoSignInWarning, readConfig } from './config';
import { createServer } from './create-server';

/** `pnpm start`: one process on PORT; SIGTERM/SIGINT drain requests and close the database. */
const main = async (): Promise<void> => {
  const config = readConfig();
  const server = await createServer(config);
  const { app } = server;
  const demo = demoSignInWarning(config);
  if (demo) app.log.warn({ variable: 'DEMO_SIGN_IN' }, demo);
  if (server.seed.rejectedTranslationFiles.length > 0)
    app.log.warn(
      { files: server.seed.rejectedTranslationFiles },
      'translation files skipped (not a flat object of strings)',
    );
  app.log.info(
    {
      database: server.database.kind,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      demoSeeded: server.seed.demoSeeded,
    },
    'database ready',
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        app.log.error({ err: e }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // Fastify hands its options to net.Server.listen, which takes a descriptor (`fd`) instead of a port.
  const where: FastifyListenOptions & { readonly fd?: number } =
    config.listenFd === undefined
      ? { port: config.port, host: config.host }
      : { fd: config.listenFd, host: config.host };
  await app.listen(where).catch((e: unknown) => {
    // A descriptor this process did not inherit as a listening socket fails with a bare EINVAL.
    if (config.listenFd === undefined) throw e;
    throw new Error(
      `LISTEN_FD=${config.listenFd} is not a listening socket this process inherited: ${String(e)}`,
    );
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(
    startBanner(
      config,
      { origin: `http://localhost:${port}`, frameOrigin: server.deps.config.paymentFrameOrigin },
      DEMO_USERS.map((u) => ({ code: u.profileCode, role: u.role, userType: u.userType })),
    ),
  );
};

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
