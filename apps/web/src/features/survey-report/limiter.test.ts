import { describe, expect, it } from 'vitest';
import { createLimiter, LimiterFull } from './limiter.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('the PDF limiter', () => {
  it('runs at most max tasks at a time and the rest in order', async () => {
    const limiter = createLimiter({ max: 2, maxQueue: 10, waitMs: 5_000 });
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    const runs = gates.map((gate, i) =>
      limiter.run(async () => {
        started.push(i);
        running += 1;
        peak = Math.max(peak, running);
        await gate.promise;
        running -= 1;
        return i;
      }),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual([0, 1]);
    expect(limiter.load()).toEqual({ active: 2, waiting: 2 });
    gates[1]?.resolve();
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
    expect(limiter.load()).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses beyond the queue and frees the slot of a failed task', async () => {
    const limiter = createLimiter({ max: 1, maxQueue: 1, waitMs: 5_000 });
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    const second = limiter.run(async () => 'second');
    await expect(limiter.run(async () => 'third')).rejects.toBeInstanceOf(LimiterFull);
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'after')).toBe('after');
  });

  it('gives up waiting after waitMs and leaves the queue', async () => {
    const limiter = createLimiter({ max: 1, maxQueue: 5, waitMs: 20 });
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    await expect(limiter.run(async () => 'late')).rejects.toBeInstanceOf(LimiterFull);
    expect(limiter.load()).toEqual({ active: 1, waiting: 0 });
    gate.resolve();
    await first;
    expect(limiter.load()).toEqual({ active: 0, waiting: 0 });
  });
});
