import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
// Every server test file builds its own app on its own database and key-value store, and module state
// is keyed by database (bank, principal and record caches), so files may share a worker's module graph:
// not re-importing the server for each of 70 files saves about a third of the suite's time.
const server = { hookTimeout: 60_000, testTimeout: 30_000, include: serverTests, isolate: false };

/**
 * Unit and API tests. The server suite runs on the embedded backends (PGlite + memory store) and,
 * when DTMM_TEST_DATABASE_URL and DTMM_TEST_REDIS_URL are set, once more on PostgreSQL + Redis.
 */
const realBackends = process.env.DTMM_TEST_DATABASE_URL && process.env.DTMM_TEST_REDIS_URL;

export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (cores − 1: one worker on CI's two cores), while the server
    // files wait on PostgreSQL and Redis: two workers there took the suite from ~1460 s to ~1240 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
      { test: { name: 'server:embedded', ...server, env: { DTMM_TEST_DATABASE_URL: '', DTMM_TEST_REDIS_URL: '' } } },
      ...(realBackends
        ? [
            {
              test: {
                name: 'server:postgres+redis',
                ...server,
                globalSetup: ['apps/server/src/test/template-teardown.ts'],
              },
            },
          ]
        : []),
      'apps/web',
    ],
  },
});
