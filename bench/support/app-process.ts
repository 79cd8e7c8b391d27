import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { EventLoopLag } from './event-loop-probe';
import { freePort } from './local';

const MAIN = path.resolve(import.meta.dirname, '../../apps/server/src/main.ts');
const PROBE = path.resolve(import.meta.dirname, 'event-loop-probe.ts');
const BARE_SERVER = path.resolve(import.meta.dirname, 'bare-server.ts');
const BARE_SAVE_SERVER = path.resolve(import.meta.dirname, 'bare-save-server.ts');
const PLATFORM_WITH_BARE_SAVE = path.resolve(import.meta.dirname, 'platform-with-bare-save.ts');

export interface Backends {
  databaseUrl: string;
  redisUrl?: string;
  dataDir: string;
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
    private readonly script = MAIN,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  /**
   * The platform on a free port with the benches' settings: demo data, no captcha, limits out of
   * reach. `withBareSave` adds the load bench's /api/bench/bare-save route (platform-with-bare-save.ts).
   */
  static async platform({ databaseUrl, redisUrl, dataDir }: Backends, withBareSave = false): Promise<AppProcess> {
    const port = await freePort();
    const env = {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      DTMM_DEMO: '1',
      DTMM_CAPTCHA: 'off',
      DTMM_JWT_SECRET: randomBytes(32).toString('hex'),
      // Every simulated user comes from 127.0.0.1: the limiter stays in the path (its cost is measured), out of reach.
      DTMM_RATE_LIMIT_API: '1000000',
      DTMM_RATE_LIMIT_AUTH: '1000000',
      LOG_LEVEL: process.env.BENCH_APP_LOG ? 'error' : 'fatal',
    };
    return new AppProcess(env, port, withBareSave ? PLATFORM_WITH_BARE_SAVE : MAIN);
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
    this.child = spawn(process.execPath, ['--import', 'tsx', '--import', PROBE, this.script], {
      env: { ...process.env, ...this.env },
      stdio: ['ignore', log, 'inherit', 'ipc'],
    });
    await this.healthy(120_000).catch((error: unknown) => {
      this.kill();
      throw error;
    });
  }

  kill(): void {
    this.child?.kill('SIGKILL');
    this.child = null;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    this.child = null;
  }

  /** Starts a new event-loop measurement in the app; `eventLoopLag` reads it. */
  resetEventLoopLag(): void {
    this.child?.send({ type: 'lag:reset' });
  }

  /** The app's event-loop delay since the last reset. */
  eventLoopLag(): Promise<EventLoopLag> {
    const child = this.child;
    if (!child) return Promise.reject(new Error('the app is not running'));
    return new Promise((resolve) => {
      child.once('message', (message) => resolve(message as EventLoopLag));
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
