import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the server at /admin/; in development Vite forwards the API and sign-in paths there.
const api = process.env['TRIPX_API'] ?? 'http://localhost:8080';
const proxied = [
  '/api',
  '/tms',
  '/csrf',
  '/keepalive',
  '/login',
  '/logout',
  '/ciam',
  '/user',
  '/switch',
  '/oidc',
];
const proxy = Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: false }]));

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: [{ find: /^fp-ts\/lib\/(.*?)(\.js)?$/, replacement: 'fp-ts/es6/$1.js' }] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !/packages\/(application|domain|adapters-http)\/src\//.test(id),
      },
    },
  },
  server: { port: 5174, proxy },
});
