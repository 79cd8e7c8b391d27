// `npm test`: typecheck, lint, unit + API tests (embedded backends, and PostgreSQL + Redis when
// DATABASE_URL and REDIS_URL are set), then the browser journeys. Says plainly what it skipped.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkSupplyChain } from './supply-chain.mjs';

const skipped = [];
const env = { ...process.env };
const tally = { passed: 0, failed: 0, skipped: 0 };
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-test-report-'));

/** Vitest with its usual output plus a JSON report whose counts go into the closing line. */
function vitest(title, args, extraEnv) {
  const report = path.join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  run(
    title,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    extraEnv,
  );
  const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
  tally.passed += summary.numPassedTests;
  tally.failed += summary.numFailedTests;
  tally.skipped += summary.numPendingTests + summary.numTodoTests;
}

function run(title, command, args, extraEnv = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${title} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds}s)`);
}

if (env.DATABASE_URL && env.REDIS_URL) {
  env.DTMM_TEST_DATABASE_URL = env.DATABASE_URL;
  env.DTMM_TEST_REDIS_URL = env.REDIS_URL;
} else {
  skipped.push(
    `server API tests on PostgreSQL + Redis (${env.DATABASE_URL ? 'REDIS_URL' : 'DATABASE_URL'} is not set; they ran on PGlite + the memory store only)`,
  );
}
// The app under test must not pick up a developer's real database.
delete env.DATABASE_URL;
delete env.REDIS_URL;

run('typecheck', 'npx', ['tsc', '-b', 'packages/shared', 'apps/server', 'apps/web', 'e2e', 'bench']);
run('lint', 'npx', ['biome', 'check', '.']);
run('question bank', 'node', ['--import', 'tsx', 'scripts/bank-check.ts']);
run('question bank validity', 'node', ['--import', 'tsx', 'scripts/bank-validate.ts']);
console.log('\n▶ supply chain');
try {
  skipped.push(...checkSupplyChain());
} catch (error) {
  console.error(`✗ ${error.message}`);
  process.exit(1);
}
// Built first: the page fuzz of the API tests renders the pages with the web app's server bundle.
run('web build', 'npm', ['run', 'build', '-w', '@dtmm/web']);
vitest('unit and API tests', [], { DTMM_REQUIRE_WEB_BUILD: '1' });

const chromium = env.CHROME_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  vitest('browser journeys', ['--config', 'e2e/vitest.config.ts'], { CHROME_PATH: chromium });
} else {
  skipped.push(`browser journeys (no Chromium at ${chromium}: apt-get install -y chromium fonts-noto-cjk)`);
}

console.log('\nAll checks passed.');
console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
if (skipped.length) console.log(`Skipped:\n${skipped.map((s) => `  - ${s}`).join('\n')}`);
