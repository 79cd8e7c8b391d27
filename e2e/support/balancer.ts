import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { scratchDatabase } from '../../apps/server/src/test/test-database';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const SITE = path.join(ROOT, 'deploy/nginx/dtmm.conf');

/** Debian's nginx: on the PATH, or in /usr/sbin, which a non-root PATH leaves out. */
export function findNginx(): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin']) {
    const candidate = path.join(dir, 'nginx');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** Why the balancer journey cannot run here, or null when it can. */
export function balancerUnavailable(): string | null {
  if (!process.env.DTMM_TEST_DATABASE_URL || !process.env.DTMM_TEST_REDIS_URL)
    return 'needs PostgreSQL and Redis (DTMM_TEST_DATABASE_URL and DTMM_TEST_REDIS_URL)';
  if (!findNginx()) return 'needs nginx (apt-get install -y nginx)';
  return null;
}

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Polls `url` until it answers 200; fails at once when `exited` says the process is gone. */
async function until200(url: string, exited: () => string | null, what: string) {
  for (let i = 0; i < 1200; i++) {
    const gone = exited();
    if (gone) throw new Error(`${what} stopped before answering: ${gone}`);
    const status = await fetch(url).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not answer ${url} within 120 s`);
}

export interface Instance {
  readonly id: string;
  readonly port: number;
  readonly process: ChildProcess;
  /** SIGKILL, no shutdown, as when the process is killed for memory; resolves once it is gone. */
  kill(): Promise<void>;
}

export interface BalancedPlatform {
  /** nginx's address: every request of the journey goes through it. */
  readonly url: string;
  readonly instances: readonly Instance[];
  /** nginx's access log (deploy/nginx/dtmm.conf's `dtmm` format), one line per request so far. */
  accessLog(): string[];
  /** From the start of the first instance to both answering (the fresh database's migrations and seed). */
  readonly startupMs: number;
  stop(): Promise<void>;
}

/**
 * The production layout on one machine: the built server (apps/server/dist) twice, on one fresh
 * PostgreSQL database, one Redis (a key prefix of their own) and one shared data directory, behind
 * nginx running deploy/nginx/dtmm.conf with the instances' ports and a temporary directory put in.
 */
export async function startBalancedPlatform(env: Record<string, string>): Promise<BalancedPlatform> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build -w @dtmm/web` first');
  }
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { cwd: ROOT, stdio: 'inherit' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-balancer-'));
  const sharedData = path.join(dir, 'shared-data');
  const database = await scratchDatabase(process.env.DTMM_TEST_DATABASE_URL as string);
  const common = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: sharedData,
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '4',
    REDIS_URL: process.env.DTMM_TEST_REDIS_URL as string,
    DTMM_REDIS_PREFIX: `dtmm-e2e-${randomBytes(4).toString('hex')}:`,
    DTMM_JWT_SECRET: randomBytes(32).toString('hex'),
    DTMM_DEMO: '1',
    DTMM_TRUST_PROXY: '127.0.0.1',
    DTMM_WEB_DIST: WEB_DIST,
    LOG_LEVEL: 'warn',
    ...env,
  };
  const instances: Instance[] = [];
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    await Promise.all([...instances.map((instance) => instance.process), ...(nginx ? [nginx] : [])].map(ended));
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const started = performance.now();
    for (const id of ['a', 'b']) {
      instances.push(await spawnInstance(id, { ...common, DTMM_INSTANCE_ID: id }, dir));
    }
    await Promise.all(
      instances.map((instance) =>
        until200(
          `http://127.0.0.1:${instance.port}/api/health`,
          () => exitOf(instance.process),
          `instance ${instance.id}`,
        ),
      ),
    );
    const startupMs = performance.now() - started;
    const port = await freePort();
    nginx = startNginx(dir, port, instances);
    const url = `http://127.0.0.1:${port}`;
    await until200(`${url}/api/health`, () => exitOf(nginx as ChildProcess), 'nginx');
    const logFile = path.join(dir, 'dtmm.access.log');
    return {
      url,
      instances,
      startupMs,
      accessLog: () => fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function spawnInstance(id: string, env: Record<string, string>, dir: string): Promise<Instance> {
  const port = await freePort();
  const log = fs.openSync(path.join(dir, `instance-${id}.log`), 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const kill = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  return { id, port, process: child, kill };
}

/** How a process ended, or null while it runs. */
function exitOf(child: ChildProcess): string | null {
  if (child.exitCode !== null) return `exit code ${child.exitCode}`;
  return child.signalCode ? `signal ${child.signalCode}` : null;
}

/** Asks a process to stop (SIGTERM) and waits for it; one already gone resolves at once. */
function ended(child: ChildProcess): Promise<void> {
  if (exitOf(child)) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * deploy/nginx/dtmm.conf as shipped, but for the instances' ports, a listen address of its own and
 * logs in `dir`; a replacement that finds nothing to replace fails, so the journey always runs the
 * file operators install. The main configuration around it is Debian's, cut down: gzip on (the site
 * turns it off), temporary files in `dir`, the workers as the current user.
 */
export function nginxSite(site: string, dir: string, port: number, upstreamPorts: readonly number[]): string {
  const replacements: [RegExp, string][] = [
    [/127\.0\.0\.1:3001 /g, `127.0.0.1:${upstreamPorts[0]} `],
    [/127\.0\.0\.1:3002 /g, `127.0.0.1:${upstreamPorts[1]} `],
    [/^ {4}listen 80;$/gm, `    listen 127.0.0.1:${port};`],
    [/^ {4}listen \[::\]:80;$/gm, ''],
    [/\/var\/log\/nginx\//g, `${dir}/`],
  ];
  return replacements.reduce((text, [pattern, value]) => {
    if (text.search(pattern) < 0) throw new Error(`deploy/nginx/dtmm.conf no longer has ${pattern}`);
    return text.replace(pattern, value);
  }, site);
}

function startNginx(dir: string, port: number, instances: readonly Instance[]): ChildProcess {
  const site = nginxSite(
    fs.readFileSync(SITE, 'utf8'),
    dir,
    port,
    instances.map((instance) => instance.port),
  );
  fs.writeFileSync(path.join(dir, 'dtmm.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;`)
    .join('\n');
  // As root the workers would run as nobody, who cannot enter the private temporary directory.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${user}worker_processes 1;\nevents { worker_connections 256; }\nhttp {\n${temp}\n  access_log ${dir}/access.log;\n  gzip on;\n  include ${dir}/dtmm.conf;\n}\n`,
  );
  const log = fs.openSync(path.join(dir, 'nginx.out'), 'a');
  const child = spawn(
    findNginx() as string,
    [
      '-p',
      dir,
      '-c',
      path.join(dir, 'nginx.conf'),
      '-e',
      path.join(dir, 'error.log'),
      '-g',
      `daemon off; pid ${dir}/nginx.pid;`,
    ],
    { stdio: ['ignore', log, log] },
  );
  fs.closeSync(log);
  return child;
}
