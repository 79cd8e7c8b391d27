/** Every render slot is taken and the queue is full: the caller is asked to come back later. */
export class RenderPoolBusyError extends Error {
  constructor() {
    super('render pool busy');
  }
}

/** The render did not finish (queue wait included) within its time. */
export class RenderTimeoutError extends Error {
  constructor(ms: number) {
    super(`render timed out after ${ms} ms`);
  }
}

export interface RenderPoolLimits {
  /** Renders running at once (each is a Chromium page: memory and CPU). */
  concurrency: number;
  /** Renders waiting for a slot; one more is refused at once. */
  maxQueue: number;
  /** Time from submission (waiting included) to the result; then the task is aborted. */
  timeoutMs: number;
}

type Task<T> = (signal: AbortSignal) => Promise<T>;

interface Job {
  /** Whose render it is: the pool takes turns between owners. */
  owner: string;
  isStarted: boolean;
  start(): void;
  expire(): void;
  refuse(): void;
}

/** An owner served within this time is a repeat customer: their renders wait for an idle pool. */
export const REPEAT_WINDOW_MS = 60_000;

/**
 * A bounded pool of renders for the whole server. A job's deadline runs from submission, so no one
 * waits longer than `timeoutMs` in all; a running job that overruns is told to stop through its
 * signal, and its slot is freed only when it has actually stopped, so Chromium never holds more
 * pages than `concurrency`.
 *
 * It serves people fairly (issue 28, 2): a free slot goes to the waiting job whose owner was served
 * longest ago (never served first, then in arrival order), and an owner served within the last minute
 * starts a render only when no other render runs. Accounts rendering in a loop thus take turns in one
 * render at a time, and someone who prints now and then starts at once beside at most that one.
 */
export class RenderPool {
  private running = 0;
  private readonly queue: Job[] = [];
  /** Owner → when they were last served, oldest first; owners older than the window are dropped. */
  private readonly lastServedAt = new Map<string, number>();

  constructor(
    private readonly limits: RenderPoolLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get active() {
    return this.running;
  }

  get waiting() {
    return this.queue.length;
  }

  /** Runs `task` for `owner` (who asked: a user) as soon as a slot is theirs. */
  run<T>(owner: string, task: Task<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const job = this.job(owner, task, resolve, reject);
      this.queue.push(job);
      this.dispatch();
      if (!job.isStarted && this.queue.length > this.limits.maxQueue) job.refuse();
    });
  }

  private job<T>(owner: string, task: Task<T>, resolve: (value: T) => void, reject: (error: unknown) => void): Job {
    const abort = new AbortController();
    const timer = setTimeout(() => job.expire(), this.limits.timeoutMs);
    const job: Job = {
      owner,
      isStarted: false,
      start: () => {
        job.isStarted = true;
        this.occupy(owner);
        // The slot is freed before the caller hears, so a caller that asks again finds it free.
        const settle = () => {
          clearTimeout(timer);
          this.release();
        };
        // A task that throws before its first await fails like one that rejects.
        Promise.resolve()
          .then(() => task(abort.signal))
          .then(
            (value) => {
              settle();
              resolve(value);
            },
            (error: unknown) => {
              settle();
              reject(error);
            },
          );
      },
      expire: () => {
        reject(new RenderTimeoutError(this.limits.timeoutMs));
        if (job.isStarted) abort.abort(new RenderTimeoutError(this.limits.timeoutMs));
        else this.unqueue(job);
      },
      refuse: () => {
        clearTimeout(timer);
        this.unqueue(job);
        reject(new RenderPoolBusyError());
      },
    };
    return job;
  }

  /** Starts waiting jobs while a slot is free and someone may take it. */
  private dispatch() {
    while (this.running < this.limits.concurrency) {
      const next = this.takeNext();
      if (!next) return;
      next.start();
    }
  }

  /** The waiting job whose owner was served longest ago; a repeat customer's only when the pool is idle. */
  private takeNext(): Job | undefined {
    const since = this.now() - REPEAT_WINDOW_MS;
    let next: { index: number; servedAt: number } | undefined;
    this.queue.forEach((job, index) => {
      const servedAt = this.lastServedAt.get(job.owner) ?? Number.NEGATIVE_INFINITY;
      if (!next || servedAt < next.servedAt) next = { index, servedAt };
    });
    if (!next || (next.servedAt > since && this.running > 0)) return undefined;
    return this.queue.splice(next.index, 1)[0];
  }

  private occupy(owner: string) {
    this.running += 1;
    const at = this.now();
    // Re-inserted, so the map stays in serving order and the stale owners are at its front.
    this.lastServedAt.delete(owner);
    this.lastServedAt.set(owner, at);
    for (const [oldest, servedAt] of this.lastServedAt) {
      if (servedAt > at - REPEAT_WINDOW_MS) break;
      this.lastServedAt.delete(oldest);
    }
  }

  private release() {
    this.running -= 1;
    this.dispatch();
  }

  private unqueue(job: Job) {
    const index = this.queue.indexOf(job);
    if (index >= 0) this.queue.splice(index, 1);
  }
}
