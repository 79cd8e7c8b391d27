import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventLoopLag } from './event-loop-probe';
import { freePort } from './local';

const PLATFORM = path.resolve(import.meta.dirname, 'platform.ts');
const PROBE = path.resolve(import.meta.dirname, 'event-loop-probe.ts');
const BARE_SERVER = path.resolve(import.meta.dirname, 'bare-server.ts');
const BARE_SAVE_SERVER = path.resolve(import.meta.dirname, 'bare-save-server.ts');
const PLATFORM_WITH_BARE_SAVE = path.resolve(import.meta.dirname, 'platform-with-bare-save.ts');

export interface Backends {
  /** None: the embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  /** None: the in-memory store. */
  redisUrl?: string;
  dataDir: string;
  /** The built web app served (DTMM_WEB_DIST); none: apps/web/dist. */
  webDist?: string;
}

/**
 * The platform as its own process (so it can be SIGKILLed, and so its event loop carries only its
 * own work), restartable on the same settings. It is started with the event-loop probe loaded.
 */
export class AppProcess {
  private child: ChildProcess | null = null;
  readonly baseUrl: string;

  private constructor(
    private readonly env: Record<string, string>,
    port: number,
    private readonly script = PLATFORM,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  /**
   * The platform on a free port with the benches' settings: demo data, no captcha, limits out of
   * reach. `withBareSave` adds the load bench's /api/bench/bare-save route (platform-with-bare-save.ts);
   * `settings` are further environment variables (a bench's own, e.g. a cache turned off).
   */
  static async platform(
    { databaseUrl, redisUrl, dataDir, webDist }: Backends,
    withBareSave = false,
    settings: Record<string, string> = {},
  ): Promise<AppProcess> {
    const port = await freePort();
    const env = {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // Empty rather than inherited from the shell: no URL means the embedded database, the in-memory store.
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: redisUrl ?? '',
      ...(webDist ? { DTMM_WEB_DIST: webDist } : {}),
      DTMM_DEMO: '1',
      DTMM_CAPTCHA: 'off',
      DTMM_JWT_SECRET: randomBytes(32).toString('hex'),
      // Every simulated user comes from 127.0.0.1: the limiter stays in the path (its cost is measured), out of reach.
      DTMM_RATE_LIMIT_API: '1000000',
      DTMM_RATE_LIMIT_AUTH: '1000000',
      LOG_LEVEL: process.env.BENCH_APP_LOG ? 'error' : 'fatal',
      ...settings,
    };
    return new AppProcess(env, port, withBareSave ? PLATFORM_WITH_BARE_SAVE : PLATFORM);
  }

  /** A bare Fastify process answering the bytes of `bodyFile` on /bare: a read's baseline. */
  static async baseline(bodyFile: string): Promise<AppProcess> {
    const port = await freePort();
    return new AppProcess({ BENCH_BARE_BODY_FILE: bodyFile, PORT: String(port) }, port, BARE_SERVER);
  }

  /** A bare Fastify process running submitAnswer's one statement on /bare-save: a save's baseline. */
  static async bareSave(databaseUrl: string): Promise<AppProcess> {
    const port = await freePort();
    return new AppProcess({ DATABASE_URL: databaseUrl, PORT: String(port) }, port, BARE_SAVE_SERVER);
  }

  async start(): Promise<void> {
    // BENCH_APP_LOG names a file that collects the app's log lines, to see what each refusal was.
    const log = process.env.BENCH_APP_LOG ? fs.openSync(process.env.BENCH_APP_LOG, 'a') : 'ignore';
    // BENCH_APP_NODE_ARGS: Node's own flags for the app, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile it.
    const nodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', '--import', PROBE, this.script], {
      env: { ...process.env, ...this.env },
      stdio: ['ignore', log, 'inherit', 'ipc'],
    });
    this.child = child;
    // stop() and kill() let go of the child first: an exit while it is still ours is a crash, which the
    // figures must not hide.
    child.once('exit', (code, signal) => {
      if (this.child === child) console.error(`${path.basename(this.script)} exited (code ${code}, signal ${signal})`);
    });
    await this.healthy(120_000).catch((error: unknown) => {
      this.kill();
      throw error;
    });
  }

  /** The running app's process id (its memory is read from /proc by the scale bench). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  kill(): void {
    this.child?.kill('SIGKILL');
    this.child = null;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  /** Starts a new event-loop measurement in the app; `eventLoopLag` reads it. */
  resetEventLoopLag(): void {
    this.child?.send({ type: 'lag:reset' });
  }

  /** The app's event-loop delay since the last reset. */
  eventLoopLag(): Promise<EventLoopLag> {
    const child = this.child;
    if (!child) return Promise.reject(new Error('the app is not running'));
    return new Promise((resolve, reject) => {
      const exited = () => reject(new Error(`${path.basename(this.script)} exited before answering its lag`));
      child.once('exit', exited);
      child.once('message', (message) => {
        child.off('exit', exited);
        resolve(message as EventLoopLag);
      });
      child.send({ type: 'lag:read' });
    });
  }

  /** Waits until /api/health answers 200. */
  async healthy(timeoutMs: number): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      try {
        const res = await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (res.status === 200) return;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the app did not become healthy within ${timeoutMs} ms`);
  }
}

/**
 * Runs `work` against the platform (AppProcess.platform) on a fresh data directory, then stops it and
 * removes the directory.
 */
export async function withPlatform<T>(
  { withBareSave = false, ...backends }: Omit<Backends, 'dataDir'> & { withBareSave?: boolean },
  work: (app: AppProcess) => Promise<T>,
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-bench-app-'));
  const app = await AppProcess.platform({ ...backends, dataDir }, withBareSave);
  try {
    await app.start();
    return await work(app);
  } finally {
    await app.stop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
