import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on the server (default :8080); in development and preview Vite forwards its paths there,
// so the app talks to one origin, as it does when the server serves the build.
const api = process.env['TRIPX_API'] ?? 'http://localhost:8080';
const proxied = [
  '/api',
  '/graphql',
  '/tms',
  '/csrf',
  '/keepalive',
  '/sync-quote',
  '/static',
  '/login',
  '/logout',
];
const proxy = Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: false }]));

export default defineConfig({
  plugins: [react()],
  // Our packages import fp-ts's CommonJS build (fp-ts/lib), which cannot be tree-shaken; io-ts already
  // takes the ES one. One copy, the tree-shakable one.
  resolve: { alias: [{ find: /^fp-ts\/lib\/(.*?)(\.js)?$/, replacement: 'fp-ts/es6/$1.js' }] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // Every browser of es2022 preloads modules itself: the polyfill would only add to the first load.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // application's index also exports the server's use cases (effect, inversify decorators); the
      // app only takes its io-ts contracts, so its modules are declared free of side effects and the
      // rest is dropped. Same for domain, which is pure by design, and the HTTP client's modules.
      treeshake: {
        moduleSideEffects: (id: string) => !/packages\/(application|domain|adapters-http)\/src\//.test(id),
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
