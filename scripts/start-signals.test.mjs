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

/** The compiled server, straight from node, its log lines collected. */
function startServer(port, env = {}) {
  const server = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-start-')),
      DTMM_DEMO: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = [];
  let rest = '';
  server.stdout.on('data', (chunk) => {
    const text = rest + chunk;
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) lines.push(line);
  });
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  return { server, lines, exited };
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

  it('builds the web app in production mode whatever NODE_ENV the shell has (issue 28)', () => {
    const web = JSON.parse(fs.readFileSync(path.join(root, 'apps/web/package.json'), 'utf8')).scripts.build;
    const builds = web.split('&&').map((step) => step.trim());
    expect(builds).toHaveLength(2);
    for (const build of builds) expect(build).toMatch(/^NODE_ENV=production vite build/);
  });

  it('ships a systemd template that restarts a failed instance, named in README (issues 28, 31)', () => {
    const unit = fs.readFileSync(path.join(root, 'deploy/dtmm@.service'), 'utf8');
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node apps\/server\/dist\/main\.js$/m);
    expect(unit).toMatch(/^User=dtmm$/m);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/dtmm\/dtmm\.env$/m);
    expect(unit).toMatch(/^ReadWritePaths=\/srv\/dtmm\/data$/m);
    // The instance's port comes from its name, and nginx's upstream names the ports of dtmm@1 and dtmm@2.
    expect(unit).toMatch(/^Environment=.* PORT=300%i /m);
    const site = fs.readFileSync(path.join(root, 'deploy/nginx/dtmm.conf'), 'utf8');
    expect(site).toMatch(/^\s*server 127\.0\.0\.1:3001 /m);
    expect(site).toMatch(/^\s*server 127\.0\.0\.1:3002 /m);
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain('deploy/dtmm@.service');
    expect(readme).toContain('deploy/nginx/dtmm.conf');
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

/** A web build whose server render fails in the ways a page can: later, outside its await chain. */
function failingWebBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-failing-web-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.mkdirSync(path.join(dir, 'dist-server'));
  fs.writeFileSync(
    path.join(dir, 'dist', 'index.html'),
    '<!doctype html><html><head><title>壳</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'dist-server', 'entry-server.js'),
    `export function checkRender() {}
export function setServerFetch() {}
export function renderPage(url) {
  const how = new URL(url).searchParams.get('throw');
  if (how === 'timer') setTimeout(() => { throw new Error('render boom in a timer'); }, 5);
  if (how === 'promise') Promise.resolve().then(() => { throw new Error('render boom in a promise'); });
  if (how === 'microtask') queueMicrotask(() => { throw new Error('render boom in a microtask'); });
  return how ? new Promise(() => {}) : Promise.resolve({ kind: 'page', status: 200, title: 'ok', styles: '', html: '<p>ok</p>', state: '{}' });
}`,
  );
  return path.join(dir, 'dist');
}

describe('one request never stops the server (issue 28)', () => {
  it('fails only the request whose render throws in a timer, a promise or a microtask, and logs its id', async () => {
    const port = await freePort();
    const { server, lines, exited } = startServer(port, { DTMM_WEB_DIST: failingWebBuild() });
    try {
      await until(async () => (await health(port)) === 200, 'the server to answer');
      for (const how of ['timer', 'promise', 'microtask']) {
        const answer = await fetch(`http://127.0.0.1:${port}/home?throw=${how}`);
        expect(answer.status, how).toBe(500);
        expect(await answer.text()).toContain('<div id="root"></div>');
        expect(await health(port), `health after a render that threw in a ${how}`).toBe(200);
        // The log line travels through a pipe: it may arrive just after the answer.
        const loggedNow = () =>
          lines.map((line) => JSON.parse(line)).filter((line) => line.err?.message === `render boom in a ${how}`);
        await until(async () => loggedNow().length > 0, `the log line of the render that threw in a ${how}`);
        const logged = loggedNow();
        if (how !== 'microtask') expect(logged[0].requestId, how).toMatch(/-/);
      }
      expect((await fetch(`http://127.0.0.1:${port}/home`)).status).toBe(200);
    } finally {
      server.kill('SIGKILL');
      await exited;
    }
  }, 90_000);

  it('stops within 10 s of one SIGTERM with a request held open, and says so', async () => {
    const port = await freePort();
    const { server, lines, exited } = startServer(port);
    await until(async () => (await health(port)) === 200, 'the server to answer');
    // A request whose body never finishes: in flight until the server gives up on it.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.on('error', () => {});
    socket.write(
      'POST /api/dtmm/auth/logout HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    server.kill('SIGTERM');
    const code = await exited;
    const seconds = (Date.now() - signalled) / 1000;
    socket.destroy();
    expect(code).toBe(0);
    expect(seconds).toBeLessThan(13);
    expect(lines.some((line) => line.includes('grace period over'))).toBe(true);
  }, 90_000);
});
