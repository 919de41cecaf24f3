import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as netServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

// The real server as `pnpm start` runs it, in a child process (so it can be killed with SIGKILL),
// without importing it into this process: the e2e set-up, the durability tests and the benchmarks.

/**
 * A port nobody uses now. Another process can take it before it is used (the child servers take a
 * reservePort instead): only for a benchmark that runs alone on the machine.
 */
export const freePort = async (): Promise<number> => {
  const reserved = await reservePort();
  reserved.release();
  return reserved.port;
};

interface PortReservation {
  readonly port: number;
  /** The listening socket's descriptor, for a child's `stdio` (it becomes the child's LISTEN_FD). */
  readonly fd: number;
  /** Closes this process's copy: a child that inherited the socket keeps it listening. */
  release(): void;
}

/**
 * A loopback socket listening on a port the system chose: the port is held from the moment it is
 * known, so no other process can take it before a child listens on the descriptor. Release it as
 * soon as the child is spawned: while this process holds it, it would accept connections too.
 */
const reservePort = (): Promise<PortReservation> =>
  new Promise((resolve, reject) => {
    const s = netServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address() as AddressInfo;
      // Node names a listening socket's descriptor only on its handle (Unix).
      const { fd } = (s as unknown as { readonly _handle: { readonly fd: number } })._handle;
      resolve({ port: address.port, fd, release: () => void s.close() });
    });
  });

/** Run where `pnpm start` runs, with the same tsconfig (decorators on). */
export const SERVER_DIR = fileURLToPath(new URL('../../../server/', import.meta.url));

/** The descriptor a child inherits its listening socket on (the first after stdio), as LISTEN_FD. */
const CHILD_LISTEN_FD = 3;

/**
 * `node <args>` in `cwd`, given a socket already listening on a free loopback port as LISTEN_FD (the
 * server takes it instead of binding PORT): the port is the child's from before it starts, so two
 * starts racing cannot pick the same one, and nothing else answers there meanwhile.
 */
export const spawnListening = async (
  args: readonly string[],
  cwd: string,
  envFor: (port: number) => Readonly<Record<string, string>>,
): Promise<{ readonly child: ChildProcess; readonly port: number }> => {
  const reserved = await reservePort();
  try {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...envFor(reserved.port), LISTEN_FD: String(CHILD_LISTEN_FD) },
      stdio: ['ignore', 'pipe', 'pipe', reserved.fd],
    });
    return { child, port: reserved.port };
  } finally {
    reserved.release();
  }
};

export interface ChildServer {
  readonly process: ChildProcess;
  readonly baseUrl: string;
  readonly output: () => string;
}

/**
 * `pnpm start`'s entry point on a free port (spawnListening). `env` overrides the test defaults
 * (relaxed rate limits, quiet logs, the card frame on a free port it binds itself); PORT, HOST and
 * PUBLIC_URL are always this server's.
 */
export const spawnServer = async (
  env: Readonly<Record<string, string>>,
  readyWithinMs = 60_000,
): Promise<ChildServer> => {
  const { child, port } = await spawnListening(['--import', 'tsx', 'src/main.ts'], SERVER_DIR, (port) => ({
    // tsx applies a tsconfig only to the files it includes: this one includes every package.
    TSX_TSCONFIG_PATH: 'tsconfig.run.json',
    LOG_LEVEL: 'warn',
    SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000',
    API_RATE_LIMIT_PER_MINUTE: '100000',
    PARTNER_RATE_LIMIT_PER_MINUTE: '100000',
    LEADS_PER_RECIPIENT_PER_HOUR: '100000',
    // The card frame on a free port it binds itself, on PUBLIC_URL's host (GET /api/payment/frame says which).
    PAYMENT_FRAME_PORT: '0',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  }));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      // The socket listens from the start: a request waits in its queue until the child takes it.
      const r = await fetch(`${baseUrl}/readyz`, {
        signal: AbortSignal.timeout(Math.max(0, deadline - Date.now())),
      });
      if (r.status === 200) return { process: child, baseUrl, output: () => output };
    } catch {
      // the child exited (its socket closed with it), or the deadline passed
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${output}`);
};

/**
 * Resolves with the exit code (null when a signal ended it) once the process has ended and all it
 * wrote is read (its 'close', not its 'exit': output can still be on its way then), also when that
 * has already happened.
 */
export const exited = (child: ChildProcess): Promise<number | null> =>
  (child.exitCode !== null || child.signalCode !== null) &&
  [child.stdout, child.stderr].every((stream) => !stream || stream.closed)
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('close', (code: number | null) => resolve(code)));
