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
  /** Whose render it is: the queue takes turns between owners. */
  owner: string;
  start(): void;
  expire(): void;
}

/** Owners whose last turn the pool remembers; the longest unserved are forgotten first (and then count as new). */
const REMEMBERED_OWNERS = 10_000;

/**
 * A bounded pool of renders for the whole server. A job's deadline runs from submission, so no one
 * waits longer than `timeoutMs` in all; a running job that overruns is told to stop through its
 * signal, and its slot is freed only when it has actually stopped, so Chromium never holds more
 * pages than `concurrency`. A freed slot goes to the waiting job whose owner was served longest ago
 * (never served first, then in arrival order): whoever renders in a loop cannot keep a person who
 * prints once a day waiting behind them (issue 28, 2).
 */
export class RenderPool {
  private running = 0;
  private readonly queue: Job[] = [];
  /** Owner → the turn they were last served at; kept in that order (oldest first). */
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;

  constructor(private readonly limits: RenderPoolLimits) {}

  get active() {
    return this.running;
  }

  get waiting() {
    return this.queue.length;
  }

  /** Runs `task` for `owner` (who asked: a user) now, or when a slot is theirs. */
  run<T>(owner: string, task: Task<T>): Promise<T> {
    const hasSlot = this.running < this.limits.concurrency;
    if (!hasSlot && this.queue.length >= this.limits.maxQueue) return Promise.reject(new RenderPoolBusyError());
    return new Promise<T>((resolve, reject) => {
      const job = this.job(owner, task, resolve, reject);
      if (hasSlot) job.start();
      else this.queue.push(job);
    });
  }

  private job<T>(owner: string, task: Task<T>, resolve: (value: T) => void, reject: (error: unknown) => void): Job {
    const abort = new AbortController();
    let isStarted = false;
    const timer = setTimeout(() => job.expire(), this.limits.timeoutMs);
    const job: Job = {
      owner,
      start: () => {
        isStarted = true;
        this.running += 1;
        this.served(owner);
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
        if (isStarted) abort.abort(new RenderTimeoutError(this.limits.timeoutMs));
        else this.queue.splice(this.queue.indexOf(job), 1);
      },
    };
    return job;
  }

  private release() {
    this.running -= 1;
    this.takeNext()?.start();
  }

  /** The waiting job whose owner was served longest ago; the earliest such job when an owner waits twice. */
  private takeNext(): Job | undefined {
    let next = -1;
    let nextTurn = Number.POSITIVE_INFINITY;
    this.queue.forEach((job, index) => {
      const turn = this.lastTurn.get(job.owner) ?? -1;
      if (turn < nextTurn) [next, nextTurn] = [index, turn];
    });
    return next < 0 ? undefined : this.queue.splice(next, 1)[0];
  }

  private served(owner: string) {
    this.lastTurn.delete(owner);
    this.lastTurn.set(owner, ++this.turns);
    for (const [oldest] of this.lastTurn) {
      if (this.lastTurn.size <= REMEMBERED_OWNERS) break;
      this.lastTurn.delete(oldest);
    }
  }
}
