import { randomBytes } from 'node:crypto';
import { dropTemplatesOfEndedRuns } from './test-database';

/**
 * Vitest's global setup of the PostgreSQL run: names the run, which the test processes (started after
 * it) put in their template databases' names, and at the end drops this run's templates.
 */
export function setup() {
  const run = randomBytes(4).toString('hex');
  process.env.DTMM_TEST_RUN = run;
  return async () => {
    const serverUrl = process.env.DTMM_TEST_DATABASE_URL;
    if (serverUrl) await dropTemplatesOfEndedRuns(serverUrl, run);
  };
}
