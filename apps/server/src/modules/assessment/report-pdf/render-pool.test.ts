import { describe, expect, it } from 'vitest';
import { REPEAT_WINDOW_MS, RenderPool, RenderPoolBusyError, RenderTimeoutError } from './render-pool';

/** A task that runs until the test lets it finish, recording what it was told. */
function heldTask() {
  let finish: (value: string) => void = () => {};
  let signal: AbortSignal | undefined;
  let started = false;
  const task = (given: AbortSignal) => {
    started = true;
    signal = given;
    return new Promise<string>((resolve) => {
      finish = resolve;
    });
  };
  return {
    task,
    finish: (value: string) => finish(value),
    get started() {
      return started;
    },
    get signal() {
      return signal;
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the render pool', () => {
  it('runs two at once and starts a waiting one when a slot frees', async () => {
    const pool = new RenderPool({ concurrency: 2, maxQueue: 8, timeoutMs: 5_000 });
    const [a, b, c] = [heldTask(), heldTask(), heldTask()];
    const results = [pool.run('a', a.task), pool.run('b', b.task), pool.run('c', c.task)];
    await tick();
    expect([a.started, b.started, c.started]).toEqual([true, true, false]);
    expect([pool.active, pool.waiting]).toEqual([2, 1]);
    a.finish('a');
    await tick();
    expect(c.started).toBe(true);
    b.finish('b');
    c.finish('c');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect([pool.active, pool.waiting]).toEqual([0, 0]);
  });

  it('refuses at once when every slot is taken and the queue is full', async () => {
    const pool = new RenderPool({ concurrency: 2, maxQueue: 8, timeoutMs: 5_000 });
    const tasks = Array.from({ length: 10 }, () => heldTask());
    const accepted = tasks.map((t, i) => pool.run(`user-${i}`, t.task));
    await tick();
    expect([pool.active, pool.waiting]).toEqual([2, 8]);
    await expect(pool.run('late', heldTask().task)).rejects.toBeInstanceOf(RenderPoolBusyError);
    for (const t of tasks) {
      t.finish('done');
      await tick();
    }
    expect(await Promise.all(accepted)).toHaveLength(10);
  });

  it('fails a running render at its deadline, aborts it, and frees the slot only when it stops', async () => {
    const pool = new RenderPool({ concurrency: 1, maxQueue: 8, timeoutMs: 30 });
    const slow = heldTask();
    const waiting = heldTask();
    const result = pool.run('1', slow.task);
    await expect(result).rejects.toBeInstanceOf(RenderTimeoutError);
    expect(slow.signal?.aborted).toBe(true);
    const next = pool.run('2', waiting.task);
    await tick();
    expect(waiting.started).toBe(false); // the aborted render still holds its page
    slow.finish('too late');
    await tick();
    expect(waiting.started).toBe(true);
    waiting.finish('ok');
    expect(await next).toBe('ok');
  });

  it('counts the wait in the queue against the deadline', async () => {
    const pool = new RenderPool({ concurrency: 1, maxQueue: 8, timeoutMs: 30 });
    const blocker = heldTask();
    const queued = heldTask();
    void pool.run('1', blocker.task).catch(() => {});
    await expect(pool.run('2', queued.task)).rejects.toBeInstanceOf(RenderTimeoutError);
    expect(queued.started).toBe(false);
    expect(pool.waiting).toBe(0);
    blocker.finish('x');
  });

  it('gives a freed slot to whoever was served longest ago, not to whoever renders in a loop', async () => {
    const pool = new RenderPool({ concurrency: 1, maxQueue: 8, timeoutMs: 5_000 });
    const [h0, h1, h2, victim] = [heldTask(), heldTask(), heldTask(), heldTask()];
    const done = [
      pool.run('hostile', h0.task),
      pool.run('hostile', h1.task),
      pool.run('victim', victim.task),
      pool.run('hostile', h2.task),
    ];
    await tick();
    h0.finish('h0');
    await tick();
    // In arrival order the second hostile render would run now; the victim, never served, goes first.
    expect([victim.started, h1.started]).toEqual([true, false]);
    victim.finish('v');
    await tick();
    // Among one owner's waiting jobs, arrival order holds.
    expect([h1.started, h2.started]).toEqual([true, false]);
    h1.finish('h1');
    await tick();
    h2.finish('h2');
    expect(await Promise.all(done)).toEqual(['h0', 'h1', 'v', 'h2']);
  });

  it('starts a render of someone served in the last minute only in an idle pool; others start beside it', async () => {
    let now = 1_000_000;
    const pool = new RenderPool({ concurrency: 2, maxQueue: 8, timeoutMs: 5_000 }, () => now);
    const [a1, b1] = [heldTask(), heldTask()];
    const first = [pool.run('a', a1.task), pool.run('b', b1.task)];
    await tick();
    a1.finish('a1');
    b1.finish('b1');
    await Promise.all(first);
    const [a2, b2, victim, a3] = [heldTask(), heldTask(), heldTask(), heldTask()];
    const again = [pool.run('a', a2.task), pool.run('b', b2.task)];
    await tick();
    // Both were served a moment ago: one of them runs, the other waits although a slot is free.
    expect([a2.started, b2.started, pool.active, pool.waiting]).toEqual([true, false, 1, 1]);
    const victims = pool.run('victim', victim.task);
    await tick();
    expect(victim.started).toBe(true);
    victim.finish('v');
    await victims;
    await tick();
    expect(b2.started).toBe(false); // a2 still runs
    a2.finish('a2');
    await tick();
    expect(b2.started).toBe(true);
    // A minute later a returning owner counts as new again.
    now += REPEAT_WINDOW_MS + 1;
    const late = pool.run('a', a3.task);
    await tick();
    expect([a3.started, pool.active]).toEqual([true, 2]);
    b2.finish('b2');
    a3.finish('a3');
    expect(await Promise.all([...again, late])).toEqual(['a2', 'b2', 'a3']);
  });

  it('passes a task failure through and keeps the slot count right', async () => {
    const pool = new RenderPool({ concurrency: 1, maxQueue: 1, timeoutMs: 5_000 });
    await expect(
      pool.run('1', () => {
        throw new Error('no chromium');
      }),
    ).rejects.toThrow('no chromium');
    expect(await pool.run('1', async () => 'fine')).toBe('fine');
    expect(pool.active).toBe(0);
  });
});
