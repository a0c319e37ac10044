import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/uploads': { target: 'http://localhost:3000', changeOrigin: false },
      // The public archive and feed are the server's pages, not the app's.
      '/n/': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    // No source maps in production builds: they would publish the full, commented source to anyone.
    sourcemap: false,
    rolldownOptions: {
      output: {
        // React and the router change less often than the app and every screen needs them: their own chunk stays
        // cached across releases. Other libraries go with the feature chunks that use them, so a screen downloads
        // only what it renders (one catch-all vendor chunk would put every screen's libraries on the first page).
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // zod, which many screens share, in a chunk of its own: left to the splitter, it joins whichever small
            // shared module it travels with, and a screen that needs that module (the login screen's error
            // messages) would download zod with it (docs/decisions/0029).
            // React Query in one chunk: left to the splitter it came in five small ones before every signed-in
            // screen, 1.6 KB more gzip as separate files. Its provider and `useQueryClient` stay in the entry, which
            // mounts the provider (so /login does not download the rest); `includeDependenciesRecursively: false`
            // keeps the hooks that import the provider from pulling it into this chunk (docs/decisions/0062).
            {
              name: 'query',
              test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query[\\/]build[\\/]modern[\\/](?!QueryClientProvider|index))/,
              includeDependenciesRecursively: false,
            },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/](?!v3[\\/])/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Node 25+ has its own global localStorage (empty and without storage unless --localstorage-file is given) that
    // hides jsdom's: tests would see `localStorage` undefined. Workers run without it so jsdom's storage is the one.
    execArgv: process.allowedNodeEnvironmentFlags.has('--no-experimental-webstorage')
      ? ['--no-experimental-webstorage']
      : [],
  },
});
