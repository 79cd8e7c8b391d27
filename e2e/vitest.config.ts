import { defineConfig } from 'vitest/config';

/** Browser journeys: the built web app served by the real server, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // expect.poll gives up after 1 s by default; a login's redirect on a busy two-core machine can take
    // longer (a CI run failed waiting for /home). Playwright's own waits already allow 30 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
