import path from 'node:path';

/**
 * apps/server, where the files the server reads at run time live (migrations, demo media). This file
 * sits one level below it in src/, as does the bundle in dist/ (scripts/build-server.mjs), so the
 * same path holds for `node --import tsx src/main.ts` and for `node dist/main.js`.
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
