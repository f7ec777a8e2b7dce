/**
 * At most `max` tasks at a time; up to `maxQueue` more wait their turn (each at most `waitMs`), in
 * order; beyond that a task is refused at once (LimiterFull). A finished task hands its slot to the
 * next waiting one directly, so the limit holds however calls interleave.
 */

export class LimiterFull extends Error {
  override name = 'LimiterFull';
}

export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now (for tests and logs). */
  load(): { active: number; waiting: number };
}

export const createLimiter = ({
  max,
  maxQueue,
  waitMs,
}: {
  max: number;
  maxQueue: number;
  waitMs: number;
}): Limiter => {
  let active = 0;
  const waiting: { grant: () => void }[] = [];

  const acquire = (): Promise<void> => {
    if (active < max) {
      active += 1;
      return Promise.resolve();
    }
    if (waiting.length >= maxQueue) return Promise.reject(new LimiterFull('too many waiting'));
    return new Promise<void>((resolve, reject) => {
      const entry = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        const at = waiting.indexOf(entry);
        if (at >= 0) waiting.splice(at, 1);
        reject(new LimiterFull('waited too long'));
      }, waitMs);
      waiting.push(entry);
    });
  };

  const release = () => {
    const next = waiting.shift();
    if (next) next.grant();
    else active -= 1;
  };

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ active, waiting: waiting.length }),
  };
};
