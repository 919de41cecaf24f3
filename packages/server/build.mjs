// `pnpm --filter @tripx/server build`: the server as one ES module, dist/main.js, run by `start`.
// Running compiled JavaScript instead of tsx saves the TypeScript loader's memory (~120 MB of
// resident memory: esbuild's service, transformed sources and their source maps, kept for the
// life of the process). The workspace packages (@tripx/*) are bundled from their TypeScript
// sources; every other package stays external and is loaded by Node from node_modules as before.
// The start script runs it with two V8 flags, measured with `pnpm bench:api`: under load the
// young generation grew to 3 × 16 MB and the old one to ~4 × its live size before a full GC
// (≈ 400 MB resident after 20 s of load); a 4 MB semi-space and a 30 % heap growing step keep it
// lower for a few per cent more GC time. V8's worker pool defaults to 4 threads, each holding a
// glibc malloc arena of ~25 MB; 2 threads (the machine's cores) saved ~40 MB with the same req/s.
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const PACKAGES = resolve(HERE, '..');
const OUT_DIR = join(HERE, 'dist');
// esbuild comes with tsup (a root devDependency): resolved through it, no second copy to install.
const esbuild = createRequire(createRequire(import.meta.url).resolve('tsup'))('esbuild');

const BUILTINS = new Set(builtinModules);
const packageName = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
const isWorkspaceSource = (file) =>
  file.startsWith(PACKAGES + sep) && !file.includes(`${sep}node_modules${sep}`) && /\.[cm]?ts$/.test(file);

/** The folder Node would load `name` from for a file in `fromDir` (pnpm: each package sees its own deps). */
const packageDirFrom = (name, fromDir) => {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return undefined;
  }
};

/** External package name → the one folder every bundled importer resolves it to. */
const externals = new Map();

const tripxBundle = {
  name: 'tripx-bundle',
  setup(build) {
    // Bare imports of third-party packages stay external; the folder each one resolves to from its
    // importer is recorded and linked under dist/node_modules, so Node resolves the same copy
    // (with the package's own "exports") as it does for the sources.
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || BUILTINS.has(packageName(args.path))) return { external: true };
      if (args.path.startsWith('@tripx/')) return undefined;
      const name = packageName(args.path);
      const dir = packageDirFrom(name, args.resolveDir);
      if (!dir) return { errors: [{ text: `cannot find package ${name} from ${args.importer}` }] };
      const seen = externals.get(name);
      if (seen && seen !== dir)
        return {
          errors: [{ text: `${name} resolves to two copies: ${seen} and ${dir}; align their versions` }],
        };
      externals.set(name, dir);
      return { path: args.path, external: true };
    });
    // `import.meta.url` of a bundled source keeps meaning that source file (files next to it:
    // translations, catalogue, logos, the PGlite init worker, JSON read through createRequire).
    build.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
      if (!isWorkspaceSource(args.path)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromOut = relative(OUT_DIR, args.path).split(sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromOut)}, import.meta.url).href`,
        ),
        loader: 'ts',
        resolveDir: dirname(args.path),
      };
    });
  },
};

rmSync(OUT_DIR, { recursive: true, force: true });
// esbuild prints each problem itself (logLevel); a failed build stops `start` with exit code 1.
const result = await esbuild
  .build({
    entryPoints: { main: join(HERE, 'src/main.ts') },
    outdir: OUT_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Each source keeps its own package's tsconfig (experimentalDecorators for the inversify classes).
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [tripxBundle],
  })
  .catch(() => undefined);
if (!result || result.errors.length > 0) process.exit(1);

mkdirSync(join(OUT_DIR, 'node_modules'), { recursive: true });
for (const [name, dir] of externals) {
  const link = join(OUT_DIR, 'node_modules', name);
  mkdirSync(dirname(link), { recursive: true });
  symlinkSync(relative(dirname(link), dir), link, 'dir');
}
