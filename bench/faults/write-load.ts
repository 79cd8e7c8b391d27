/** One write of the load: a member added to the company, acknowledged or not. */
export interface WriteOutcome {
  username: string;
  startedAt: number;
  ms: number;
  /** HTTP status, or 0 when the client gave up (timeout, refused connection). */
  status: number;
  acknowledged: boolean;
  msg: string;
}

const CLIENT_TIMEOUT_MS = 30_000;

/**
 * A steady stream of acknowledged writes: `workers` clients, each adding a new member every
 * `intervalMs`, until stopped. Each member has a unique name and phone, so the database can be
 * compared with what was acknowledged.
 */
export class WriteLoad {
  readonly outcomes: WriteOutcome[] = [];
  private running = false;
  private loops: Promise<void>[] = [];
  private sequence = 0;

  constructor(
    private readonly baseUrl: () => string,
    private readonly token: () => string,
    private readonly runTag: string,
  ) {}

  start(workers: number, intervalMs: number) {
    this.running = true;
    this.loops = Array.from({ length: workers }, () => this.loop(intervalMs));
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async loop(intervalMs: number) {
    while (this.running) {
      const started = Date.now();
      await this.writeOne();
      const rest = intervalMs - (Date.now() - started);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  }

  private async writeOne() {
    const n = ++this.sequence;
    const username = `fault_${this.runTag}_${n}`;
    const phone = `197${String(n).padStart(8, '0')}`;
    const startedAt = Date.now();
    let status = 0;
    let msg = '';
    let acknowledged = false;
    try {
      const res = await fetch(`${this.baseUrl()}/api/dtmm/company/companyuser/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', access_token: this.token() },
        body: JSON.stringify({ username, phone, password: 'abc123!x' }),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      status = res.status;
      const body = (await res.json()) as { code?: number; msg?: string };
      msg = body.msg ?? '';
      acknowledged = res.status === 200 && body.code === 0;
    } catch (error) {
      msg = error instanceof Error ? error.name : 'error';
    }
    this.outcomes.push({ username, startedAt, ms: Date.now() - startedAt, status, acknowledged, msg });
  }
}
