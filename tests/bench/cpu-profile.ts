// Reading a V8 `.cpuprofile` (node --cpu-prof) for `BENCH_PROFILE=1 pnpm bench:api`: the samples of
// a time window only (the measured load, not start-up), a table of the functions with the most
// self time, the same by package, and a flame graph as an SVG file (no dependency: rectangles).
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}
interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
}
interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** A frame tree with self and total µs, built from the samples of one window. */
export interface Frame {
  readonly name: string;
  readonly where: string;
  self: number;
  total: number;
  readonly children: Map<string, Frame>;
}

const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);

const maps = new Map<string, SourceMap | undefined>();
/** The bundle's source map (build.mjs writes it beside dist/main.js), to name our own sources. */
const sourceMapOf = (path: string): SourceMap | undefined => {
  if (!maps.has(path)) {
    const file = `${path}.map`;
    maps.set(path, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : undefined);
  }
  return maps.get(path);
};

/** `fastify/lib/route.js:12` for a node_modules file, `adapters-http/src/…:12` for ours. */
const shortWhere = (url: string, line: number, column: number): string => {
  if (url === '') return '';
  const bundled = url.replace(/^file:\/\//, '');
  const entry = bundled.endsWith('.js') ? sourceMapOf(bundled)?.findEntry(line, column) : undefined;
  const mapped =
    entry &&
    'originalSource' in entry &&
    typeof entry.originalSource === 'string' &&
    'originalLine' in entry &&
    typeof entry.originalLine === 'number'
      ? { source: entry.originalSource, line: entry.originalLine }
      : undefined;
  const path = mapped ? new URL(mapped.source, `file://${bundled}`).pathname : bundled;
  if (mapped) line = mapped.line;
  const nm = path.lastIndexOf('/node_modules/');
  const short =
    nm >= 0
      ? path.slice(nm + '/node_modules/'.length).replace(/^\.pnpm\/[^/]+\/node_modules\//, '')
      : path.includes('/packages/')
        ? path.slice(path.indexOf('/packages/') + '/packages/'.length)
        : path.replace(/^node:/, 'node:');
  return `${short}:${line + 1}`;
};

/** The package a frame belongs to (node internals, V8, ours by workspace package). */
export const packageOf = (where: string): string => {
  if (where === '') return '(V8 / native)';
  if (where.startsWith('node:')) return 'node (core)';
  if (where.startsWith('server/dist/main.js')) return '(bundle)';
  const parts = where.split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? '?');
};

const newFrame = (name: string, where: string): Frame => ({
  name,
  where,
  self: 0,
  total: 0,
  children: new Map(),
});

/**
 * The profile's samples between `fromUs` and `toUs` (V8's monotonic clock: CLOCK_MONOTONIC on
 * Linux, the clock of process.hrtime in any process), as a tree. `busyUs` is the sampled time
 * outside idle, program and GC, `gcUs` the garbage collector's share.
 */
export const readProfile = (
  file: string,
  fromUs: number,
  toUs: number,
): { readonly root: Frame; readonly busyUs: number; readonly gcUs: number; readonly windowUs: number } => {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stackOf = (id: number): ProfileNode[] => {
    const stack: ProfileNode[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (node && node.callFrame.functionName !== '(root)') stack.unshift(node);
    }
    return stack;
  };
  const root = newFrame('all', '');
  let busyUs = 0;
  let gcUs = 0;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (t < fromUs || t > toUs) continue;
    const stack = stackOf(profile.samples[i] ?? 0);
    const leaf = stack.at(-1)?.callFrame.functionName ?? '(idle)';
    if (leaf === '(garbage collector)') gcUs += delta;
    if (IDLE.has(leaf) && leaf !== '(garbage collector)') continue;
    busyUs += delta;
    root.total += delta;
    let frame = root;
    for (const node of stack) {
      const { functionName, url, lineNumber, columnNumber } = node.callFrame;
      const name = functionName === '' ? '(anonymous)' : functionName;
      const where = shortWhere(url, lineNumber, columnNumber);
      const key = `${name} ${where}`;
      let child = frame.children.get(key);
      if (!child) frame.children.set(key, (child = newFrame(name, where)));
      child.total += delta;
      frame = child;
    }
    frame.self += delta;
  }
  return { root, busyUs, gcUs, windowUs: toUs - fromUs };
};

/** Self time summed by function (name and place) and by package, largest first. */
export const selfTimes = (
  root: Frame,
): {
  readonly functions: readonly { name: string; where: string; us: number }[];
  readonly packages: readonly { name: string; us: number }[];
} => {
  const functions = new Map<string, { name: string; where: string; us: number }>();
  const packages = new Map<string, number>();
  const walk = (f: Frame): void => {
    if (f !== root && f.self > 0) {
      const key = `${f.name} ${f.where}`;
      const row = functions.get(key) ?? { name: f.name, where: f.where, us: 0 };
      row.us += f.self;
      functions.set(key, row);
      const pkg = packageOf(f.where);
      packages.set(pkg, (packages.get(pkg) ?? 0) + f.self);
    }
    for (const c of f.children.values()) walk(c);
  };
  walk(root);
  return {
    functions: [...functions.values()].sort((a, b) => b.us - a.us),
    packages: [...packages.entries()].map(([name, us]) => ({ name, us })).sort((a, b) => b.us - a.us),
  };
};

const escape = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A flame graph (root at the bottom, callers under callees, width = total time) as a standalone
 * SVG: each rectangle's <title> names the function, its place and its share of the busy time.
 */
export const flameGraphSvg = (root: Frame, title: string): string => {
  const width = 1200;
  const row = 16;
  const minUs = root.total / width / 2;
  let depth = 0;
  const rects: string[] = [];
  const colour = (where: string): string => {
    const pkg = packageOf(where);
    let h = 0;
    for (const ch of pkg) h = (h * 31 + ch.charCodeAt(0)) % 360;
    return `hsl(${h % 60},${55 + (h % 30)}%,${55 + (h % 20)}%)`;
  };
  const place = (f: Frame, x: number, level: number): void => {
    depth = Math.max(depth, level);
    const w = (f.total / root.total) * width;
    const label = `${f.name} ${f.where}`;
    const share = ((f.total / root.total) * 100).toFixed(1);
    rects.push(
      `<g><title>${escape(label)} — ${share} %</title><rect x="${x.toFixed(1)}" y="{Y${level}}" width="${w.toFixed(1)}" height="${row - 1}" fill="${colour(f.where)}"/>` +
        (w > 40
          ? `<text x="${(x + 3).toFixed(1)}" y="{T${level}}" font-size="11" font-family="monospace">${escape(f.name.slice(0, Math.floor(w / 7)))}</text>`
          : '') +
        '</g>',
    );
    let cx = x;
    for (const c of [...f.children.values()].sort((a, b) => b.total - a.total)) {
      if (c.total < minUs) continue;
      place(c, cx, level + 1);
      cx += (c.total / root.total) * width;
    }
  };
  place(root, 0, 0);
  const height = (depth + 3) * row;
  const body = rects
    .join('\n')
    .replace(/\{Y(\d+)\}/g, (_m, l: string) => String(height - (Number(l) + 1) * row))
    .replace(/\{T(\d+)\}/g, (_m, l: string) => String(height - (Number(l) + 1) * row + row - 4));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#fff"/>
<text x="4" y="14" font-size="12" font-family="sans-serif">${escape(title)}</text>
${body}
</svg>
`;
};
