import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
// `npm run serve` runs the compiled server (`npm run build` makes it; esbuild takes about a second).
beforeAll(() => buildServer(), 60_000);

/** A port nobody listens on right now. */
function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function health(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
  } catch {
    return null;
  }
}

async function until(check, what) {
  for (let i = 0; i < 600; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('npm start', () => {
  it('hands the shell over to the server at every step, so no shell is left between npm and node', () => {
    expect(scripts.start).toMatch(/&& exec npm run serve$/);
    expect(scripts.serve).toMatch(/^exec node /);
  });

  it('starts compiled JavaScript, not TypeScript through a loader (issue 19)', () => {
    expect(scripts.serve).toBe('exec node apps/server/dist/main.js');
    expect(scripts.build).toMatch(/node scripts\/build-server\.mjs$/);
  });

  it('stops the server when npm is told to stop (a process manager signals npm, not node)', async () => {
    const port = await freePort();
    const npm = spawn('npm', ['run', 'serve'], {
      cwd: root,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DTMM_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => npm.once('exit', resolve));
    await until(async () => (await health(port)) === 200, 'the server to answer');

    npm.kill('SIGTERM');
    await exited;
    await until(async () => (await health(port)) === null, 'the server to stop answering');
  }, 90_000);
});
