import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { exited, spawnListening } from './child-server';

/** A child that answers every request with its pid and PORT, on LISTEN_FD once it has started. */
const ANSWER_PID = `require('node:http')
  .createServer((_, res) => res.end(process.pid + ' ' + process.env.PORT))
  .listen({ fd: Number(process.env.LISTEN_FD) })`;

/** Whether this process can listen on `port` now (it closes it again at once). */
const canListen = (port: number): Promise<boolean> =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', (e: NodeJS.ErrnoException) => (e.code === 'EADDRINUSE' ? resolve(false) : reject(e)));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

describe('spawnListening', () => {
  it('the port is the child’s before it starts: nothing else can listen on it, and the child answers there', async () => {
    const { child, port } = await spawnListening(['-e', ANSWER_PID], process.cwd(), (p) => ({
      PORT: String(p),
    }));
    try {
      // The child has not started yet (node takes tens of ms): a port only chosen would be free here.
      expect(await canListen(port)).toBe(false);
      const answer = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(30_000) });
      expect(await answer.text()).toBe(`${child.pid} ${port}`);
    } finally {
      child.kill('SIGKILL');
      await exited(child);
    }
  });
});

describe('exited', () => {
  it('resolves once all the process wrote is read, not at its exit', async () => {
    // The child exits at once; a process it started writes to the same output a moment later.
    const child = spawn(
      process.execPath,
      [
        '-e',
        `require('node:child_process').spawn(process.execPath, ['-e', "setTimeout(() => process.stdout.write('end'), 300)"], { stdio: 'inherit', detached: true }).unref()`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    expect(await exited(child)).toBe(0);
    expect(output).toBe('end');
    // Asked again once it is over: at once, the same code.
    expect(await exited(child)).toBe(0);
  });
});
