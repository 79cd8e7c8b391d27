import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const API_TARGET = 'http://127.0.0.1:3000';
/** Path prefixes the server answers; in dev they are proxied so the app stays same-origin. */
const API_PREFIXES = ['/api', '/cruplat', '/plat', '/sso', '/cms', '/plat_cru_common'];
const proxy = Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }]));

/** The release error reports name (docs/client-errors.md): the package version, and the commit when built from git. */
function releaseName(): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8'));
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] });
    return `${version}+${sha.toString().trim()}`;
  } catch {
    return String(version);
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: { '@': path.join(import.meta.dirname, 'src') } },
  server: { proxy },
  // The server renders the public pages with one self-contained bundle (dist-server), libraries included.
  ssr: { noExternal: true },
  // Bundled libraries read NODE_ENV at run time on the server: fix it, so their class names match the browser's.
  define: {
    __DTMM_RELEASE__: JSON.stringify(releaseName()),
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  preview: { proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // One stylesheet for every page: a server-rendered page is laid out right from its first paint,
    // not when its route's chunk (and the CSS that chunk would bring) has loaded.
    cssCodeSplit: false,
    // No preload links added by script: inserting them cost a slow phone ~200 ms per page start, and
    // each chunk already names its imports, which the browser fetches at once.
    modulePreload: false,
    rolldownOptions: {
      // The shared contract only declares schemas, constants and texts. Treating its modules and zod's
      // builders as pure keeps zod (~45 KB gzip the browser never runs) out of the bundle when the web
      // imports only constants, texts and ResultCode from it.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie)[\\/]/ },
            // Forms and pages that check input use zod; kept apart so the page frame does not load it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // antd forms under jsdom take seconds on a small CI machine.
    testTimeout: 20_000,
  },
}));
