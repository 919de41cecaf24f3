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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      // domain is pure: only what the shell uses (access rules, limits) is kept.
      treeshake: { moduleSideEffects: (id: string) => !/packages\/domain\/src\//.test(id) },
    },
  },
  server: { port: 5174, proxy },
});
