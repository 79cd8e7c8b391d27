import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../../apps/server/src/main.ts');

/** The platform as its own process (so it can be SIGKILLed), restartable on the same settings. */
export class AppProcess {
  private child: ChildProcess | null = null;
  readonly baseUrl: string;

  constructor(
    private readonly env: Record<string, string>,
    port: number,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    // BENCH_APP_LOG names a file that collects the app's log lines, to see what each refusal was.
    const log = process.env.BENCH_APP_LOG ? fs.openSync(process.env.BENCH_APP_LOG, 'a') : 'ignore';
    this.child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, ...this.env },
      stdio: ['ignore', log, 'inherit'],
    });
    await this.healthy(120_000);
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
