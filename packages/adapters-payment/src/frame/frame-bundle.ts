import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

export interface FrameBundle {
  readonly js: string;
  /** Short content hash, used in the script's URL so that a new build is never read from cache. */
  readonly version: string;
}

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The frame needs only the window-message protocol from the application package; its barrel would
 * pull in io-ts, effect and inversify. The protocol file has no runtime import, so it stands alone.
 */
const protocolOnly = (): Plugin => ({
  name: 'application-protocol-only',
  setup(b) {
    const applicationIndex = createRequire(import.meta.url).resolve('@tripx/application');
    const protocol = join(dirname(applicationIndex), 'payment', 'card-frame.protocol.ts');
    b.onResolve({ filter: /^@tripx\/application$/ }, () => ({ path: protocol }));
  },
});

/** Compiles the frame's TypeScript into one minified script (done once, when the frame server starts). */
export const buildFrameBundle = async (): Promise<FrameBundle> => {
  const result = await build({
    entryPoints: [join(here, 'browser', 'card-frame.entry.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [protocolOnly()],
  });
  const js = result.outputFiles[0]?.text ?? '';
  return { js, version: createHash('sha256').update(js).digest('hex').slice(0, 12) };
};
