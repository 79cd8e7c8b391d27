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
  start(): void;
  expire(): void;
}

/**
 * A bounded pool of renders for the whole server. A job's deadline runs from submission, so no one
 * waits longer than `timeoutMs` in all; a running job that overruns is told to stop through its
 * signal, and its slot is freed only when it has actually stopped, so Chromium never holds more
 * pages than `concurrency`.
 */
export class RenderPool {
  private running = 0;
  private readonly queue: Job[] = [];

  constructor(private readonly limits: RenderPoolLimits) {}

  get active() {
    return this.running;
  }

  get waiting() {
    return this.queue.length;
  }

  run<T>(task: Task<T>): Promise<T> {
    const hasSlot = this.running < this.limits.concurrency;
    if (!hasSlot && this.queue.length >= this.limits.maxQueue) return Promise.reject(new RenderPoolBusyError());
    return new Promise<T>((resolve, reject) => {
      const job = this.job(task, resolve, reject);
      if (hasSlot) job.start();
      else this.queue.push(job);
    });
  }

  private job<T>(task: Task<T>, resolve: (value: T) => void, reject: (error: unknown) => void): Job {
    const abort = new AbortController();
    let isStarted = false;
    const timer = setTimeout(() => job.expire(), this.limits.timeoutMs);
    const job: Job = {
      start: () => {
        isStarted = true;
        this.running += 1;
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
    this.queue.shift()?.start();
  }
}
