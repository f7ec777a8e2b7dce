/**
 * Process shutdown, for the entry points (apps/web/server.ts, serve.ts): a signal stops what the process started,
 * then the process exits. Kept apart from runtime.ts so that a site using GATEWAY_URL never loads the database.
 */
import type { Server } from 'node:http';
import { handOverSignals } from '@site/db/embedded';
import { logOf } from './context.ts';

/** SHUTDOWN_GRACE_MS: how long in-flight requests may take to finish on shutdown (default 10 s, at most 10 min). */
export function shutdownGraceMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.SHUTDOWN_GRACE_MS?.trim();
  if (!raw) return 10_000;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value > 600_000) {
    throw new Error(`Invalid setting: SHUTDOWN_GRACE_MS must be an integer between 0 and 600000, got "${raw}"`);
  }
  return value;
}

/**
 * Closes an HTTP server gracefully: stops accepting at once (new connections are refused), lets the requests in
 * flight finish, closing each keep-alive connection as soon as it is idle, and after `graceMs` closes the
 * connections still open. Resolves when every connection is gone, with how many were cut at the bound.
 */
export function closeServer(server: Server, graceMs: number): Promise<{ cut: number }> {
  return new Promise((resolve) => {
    let cut = 0;
    // Idle keep-alive connections now, and each busy one as soon as its answer is sent.
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const bound = setTimeout(() => {
      server.getConnections((_error, count) => {
        cut = count;
        server.closeAllConnections();
      });
    }, graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(bound);
      resolve({ cut });
    });
  });
}

/**
 * On SIGINT or SIGTERM: runs `stop` (once), then exits with code 0 (1 if stop failed or takes longer than the
 * timeout: SHUTDOWN_GRACE_MS plus 30 s for the database by default). A second signal while stopping exits at once (a server that already got SIGINT finishes its shutdown
 * on its own). From here on the embedded PostgreSQL leaves these signals to us (handOverSignals).
 * Returns a function that removes the handlers.
 */
export function stopOnSignals(
  stop: () => Promise<void> | void,
  options: { timeoutMs?: number; log?: (message: string) => void } = {},
): () => void {
  const timeoutMs = options.timeoutMs ?? shutdownGraceMs() + 30_000;
  const log = logOf(options);
  handOverSignals();
  let stopping = false;
  const onSignal = (received: NodeJS.Signals): void => {
    if (stopping) {
      process.exit(received === 'SIGINT' ? 130 : 143);
      return;
    }
    stopping = true;
    setTimeout(() => {
      log(`Shutdown did not finish within ${timeoutMs} ms; exiting.`);
      process.exit(1);
    }, timeoutMs).unref();
    Promise.resolve()
      .then(stop)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}
