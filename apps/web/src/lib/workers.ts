/**
 * WEB_CONCURRENCY worker processes (issue 10, "Use the whole machine"): the primary forks them with node:cluster,
 * they share the port, and each serves pages and gateway calls with its own page cache, kept in step with the others
 * by the database's content-change announcements. The primary serves nothing itself: it starts the embedded database
 * once (server.ts), while the workers load their modules (`later`), and keeps the workers running: a worker that dies is started again, and one that keeps dying at
 * start stops the whole server (exit 1) so that a supervisor sees it.
 */
import cluster, { type Worker } from 'node:cluster';

/** What a worker sends the primary once its server listens. */
export interface WorkerReady {
  type: 'worker-ready';
  port: number;
}

/**
 * A worker forked before the primary's embedded database is up (`WorkerPoolOptions.later`) loads its modules meanwhile,
 * then asks for the rest of its environment (`awaitPrimaryEnv`) and waits for the answer.
 */
const ENV_WANTED = 'primary-env-wanted';
const ENV_ANSWER = 'primary-env';
/** Set in such a worker's environment. */
const AWAIT_PRIMARY_ENV = 'SITE_AWAIT_PRIMARY_ENV';

interface PrimaryEnv {
  type: typeof ENV_ANSWER;
  env: Record<string, string>;
}

const isPrimaryEnv = (message: unknown): message is PrimaryEnv =>
  typeof message === 'object' && message !== null && (message as PrimaryEnv).type === ENV_ANSWER;

/**
 * In a worker forked with `later`: asks the primary for the environment it promised and adds it to process.env. At
 * once anywhere else. The listener is attached before the question, so the answer cannot be missed.
 */
export const awaitPrimaryEnv = (): Promise<void> => {
  if (!cluster.isWorker || process.env[AWAIT_PRIMARY_ENV] !== '1' || !process.send) return Promise.resolve();
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (!isPrimaryEnv(message)) return;
      process.off('message', onMessage);
      Object.assign(process.env, message.env);
      delete process.env[AWAIT_PRIMARY_ENV];
      resolve();
    };
    process.on('message', onMessage);
    process.send?.(ENV_WANTED);
  });
};

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
  /** Added to each worker's environment. */
  env: Record<string, string>;
  /**
   * More of the workers' environment that the primary is still preparing (its embedded database as DATABASE_URL):
   * the workers are forked at once and load their modules meanwhile; each gets this when it asks
   * (`awaitPrimaryEnv`), and workers forked after it resolved get it in their environment.
   */
  later?: Promise<Record<string, string>>;
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
  let laterEnv: Record<string, string> | undefined;
  options.later?.then(
    (value) => {
      laterEnv = value;
    },
    () => undefined,
  );

  const fork = (): Worker => {
    const pending = options.later && !laterEnv;
    const worker = cluster.fork({ ...env, ...laterEnv, ...(pending ? { [AWAIT_PRIMARY_ENV]: '1' } : {}) });
    started.set(worker.id, Date.now());
    worker.on('message', (message: unknown) => {
      if (message === ENV_WANTED && options.later) {
        // A failed preparation stops the primary, and the workers with it: nothing to answer.
        options.later.then(
          (value) => worker.isConnected() && worker.send({ type: ENV_ANSWER, env: value } satisfies PrimaryEnv),
          () => undefined,
        );
        return;
      }
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
