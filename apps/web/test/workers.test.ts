import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startWorkerPool, type WorkerPool } from '../src/lib/workers.ts';

const exec = fileURLToPath(new URL('./fixtures/cluster-worker.mjs', import.meta.url));

/** One request on a connection of its own (the primary hands each connection to the next worker). */
const pidOf = async (port: number, path = '/'): Promise<string> => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { connection: 'close' } });
  return res.text();
};

const waitFor = async <T>(what: string, probe: () => Promise<T | undefined>, ms = 45_000): Promise<T> => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('startWorkerPool', () => {
  const messages: string[] = [];
  let pool: WorkerPool | undefined;
  let gaveUp: string | undefined;

  afterAll(async () => {
    await pool?.stop();
  });

  it('starts the workers on one shared port, replaces one that dies and stops them all', async () => {
    pool = startWorkerPool({
      count: 2,
      env: { PORT: '0' },
      graceMs: 1_000,
      shutdownMessage: 'shutdown',
      exec,
      log: { info: (m) => messages.push(m), error: (m) => messages.push(m) },
      onGiveUp: (reason) => {
        gaveUp = reason;
      },
    });
    const port = await pool.ready;
    expect(port).toBeGreaterThan(0);
    const first = pool.pids();
    expect(first).toHaveLength(2);

    // Both workers answer on the shared port.
    const seen = new Set<string>();
    for (let i = 0; i < 20 && seen.size < 2; i++) seen.add(await pidOf(port));
    expect([...seen].map(Number).sort()).toEqual([...first].sort());

    // A worker that dies is replaced; the port keeps answering meanwhile.
    const victim = await pidOf(port, '/crash');
    const replaced = await waitFor('a new worker', async () => {
      const pids = pool?.pids() ?? [];
      return pids.length === 2 && !pids.includes(Number(victim)) ? pids : undefined;
    });
    expect(replaced).toHaveLength(2);
    expect(messages.some((m) => m.includes(`worker ${victim} exited (code 3)`))).toBe(true);
    await waitFor('the new worker to answer', async () => {
      const fresh = replaced.find((pid) => !first.includes(pid));
      for (let i = 0; i < 6; i++) if ((await pidOf(port)) === String(fresh)) return true;
      return undefined;
    });
    expect(gaveUp).toBeUndefined();

    // Stop: every worker exits, and the port no longer answers.
    await pool.stop();
    expect(pool.pids()).toEqual([]);
    await expect(pidOf(port)).rejects.toThrow();
    pool = undefined;
  }, 120_000);

  it('forks the workers before their environment is ready, and hands it to each when it is (issue 27)', async () => {
    let provide: (env: Record<string, string>) => void = () => undefined;
    const later = new Promise<Record<string, string>>((resolve) => {
      provide = resolve;
    });
    const waiting = startWorkerPool({
      count: 2,
      // The fixture imports src/lib/workers.ts: TypeScript through tsx.
      env: { PORT: '0', NODE_OPTIONS: '--import tsx' },
      later,
      graceMs: 1_000,
      shutdownMessage: 'shutdown',
      exec: fileURLToPath(new URL('./fixtures/cluster-env-worker.mjs', import.meta.url)),
      log: { info: () => undefined, error: () => undefined },
      onGiveUp: () => undefined,
    });
    try {
      // Forked at once: the processes run before the environment exists.
      await waitFor('two forked workers', async () => (waiting.pids().length === 2 ? true : undefined));
      provide({ PREPARED: 'yes' });
      const port = await waiting.ready;
      type Seen = { pid: number; before: string; after: string };
      const ask = async (path = '/'): Promise<Seen> => JSON.parse(await pidOf(port, path)) as Seen;
      const seen = new Map<number, Seen>();
      for (let i = 0; i < 20 && seen.size < 2; i++) {
        const answer = await ask();
        seen.set(answer.pid, answer);
      }
      expect([...seen.values()].map(({ before, after }) => ({ before, after }))).toEqual([
        { before: 'none', after: 'yes' },
        { before: 'none', after: 'yes' },
      ]);
      // A worker forked later (a replacement) gets the environment at its start.
      const victim = (await ask('/crash')).pid;
      const fresh = await waitFor('a replacement', async () => {
        const answer = await ask();
        return answer.pid !== victim && !seen.has(answer.pid) ? answer : undefined;
      });
      expect(fresh).toMatchObject({ before: 'yes', after: 'yes' });
    } finally {
      await waiting.stop();
    }
  }, 120_000);

  it('gives up when workers keep dying at start', async () => {
    const reasons: string[] = [];
    const dying = startWorkerPool({
      count: 1,
      env: { PORT: '0', CRASH_AT_START: '1' },
      graceMs: 1_000,
      shutdownMessage: 'shutdown',
      exec,
      log: { info: () => undefined, error: () => undefined },
      onGiveUp: (reason) => reasons.push(reason),
    });
    await expect(dying.ready).rejects.toThrow(/keep exiting at start \(5 in a row, last: code 2\)/);
    expect(reasons).toHaveLength(1);
    await dying.stop();
  }, 120_000);
});
