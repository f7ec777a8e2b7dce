/**
 * WEB_CONCURRENCY worker processes (issue 10, "Use the whole machine"): the primary forks them with node:cluster,
 * they share the port, and each serves pages and gateway calls with its own page cache, kept in step with the others
 * by the database's content-change announcements. The primary serves nothing itself: it starts the embedded database
 * once (server.ts) and keeps the workers running: a worker that dies is started again, and one that keeps dying at
 * start stops the whole server (exit 1) so that a supervisor sees it.
 */
import cluster, { type Worker } from 'node:cluster';

/** What a worker sends the primary once its server listens. */
export interface WorkerReady {
  type: 'worker-ready';
  port: number;
}

const isWorkerReady = (message: unknown): message is WorkerReady =>
  typeof message === 'object' &&
  message !== null &&
  (message as WorkerReady).type === 'worker-ready' &&
  typeof (message as WorkerReady).port === 'number';

/** Tells the primary (when there is one) that this worker listens on `port`. */
export const announceWorkerReady = (port: number): void => {
  if (cluster.isWorker && process.send) process.send({ type: 'worker-ready', port } satisfies WorkerReady);
};

export interface WorkerPoolOptions {
  count: number;
  /** Added to each worker's environment (e.g. the primary's embedded database as DATABASE_URL). */
  env: Record<string, string>;
  /** How long stop() waits for workers to finish their requests before killing them. */
  graceMs: number;
  /** The message that asks a worker to stop gracefully (a message, not a signal: a worker may have had one). */
  shutdownMessage: string;
  log: { info(message: string): void; error(message: string): void };
  /** The worker's script (default: this process's own entry point). */
  exec?: string;
  /** Exit the primary when workers keep dying at start (default: process.exit). */
  onGiveUp?: (reason: string) => void;
}

export interface WorkerPool {
  /** Resolves with the shared port once every first worker listens. */
  ready: Promise<number>;
  /** The worker processes' ids now running. */
  pids(): number[];
  /** Asks every worker to stop (each shuts down gracefully), SIGKILL after the grace; resolves when all exited. */
  stop(): Promise<void>;
}

/** A worker that exits within this long of its start counts as a crash at start. */
const QUICK_EXIT_MS = 10_000;
/** Crashes at start in a row before the primary gives up. */
const MAX_QUICK_EXITS = 5;

export function startWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const { count, env, graceMs, log } = options;
  if (options.exec) cluster.setupPrimary({ exec: options.exec });
  const giveUp = options.onGiveUp ?? (() => process.exit(1));
  let stopping = false;
  let quickExits = 0;
  const started = new Map<number, number>();
  let resolveReady: (port: number) => void = () => undefined;
  let rejectReady: (error: Error) => void = () => undefined;
  const ready = new Promise<number>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  const listening = new Set<number>();

  const fork = (): Worker => {
    const worker = cluster.fork(env);
    started.set(worker.id, Date.now());
    worker.on('message', (message: unknown) => {
      if (!isWorkerReady(message)) return;
      listening.add(worker.id);
      if (listening.size >= count) resolveReady(message.port);
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    listening.delete(worker.id);
    if (stopping) return;
    quickExits = lived < QUICK_EXIT_MS ? quickExits + 1 : 0;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (quickExits >= MAX_QUICK_EXITS) {
      const reason = `workers keep exiting at start (${quickExits} in a row, last: ${how}); giving up`;
      log.error(reason);
      rejectReady(new Error(reason));
      stopping = true;
      giveUp(reason);
      return;
    }
    log.error(`worker ${worker.process.pid} exited (${how}); starting another`);
    setTimeout(() => {
      if (!stopping) fork();
    }, 1_000).unref();
  });

  for (let i = 0; i < count; i++) fork();

  return {
    ready,
    pids: () =>
      Object.values(cluster.workers ?? {})
        .filter((worker) => worker && !worker.isDead())
        .map((worker) => worker?.process.pid)
        .filter((pid): pid is number => typeof pid === 'number'),
    async stop() {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              const kill = setTimeout(() => worker.process.kill('SIGKILL'), graceMs + 15_000);
              // Node's cluster forgets a worker (and closes its share of the port) on the later of its 'exit' and
              // 'disconnect', which come in either order: wait for both, or the port may still take a connection.
              const gone = () => {
                if (!worker.isDead() || worker.isConnected()) return;
                clearTimeout(kill);
                resolve();
              };
              worker.on('exit', gone);
              worker.on('disconnect', gone);
              if (worker.isDead()) return gone();
              // A worker that is exiting already may have closed its channel: then a signal asks it.
              const signal = () => worker.process.kill('SIGTERM');
              if (!worker.isConnected()) signal();
              else worker.send(options.shutdownMessage, (error: Error | null) => error && signal());
            }),
        ),
      );
      log.info(`${workers.length} workers stopped`);
    },
  };
}
