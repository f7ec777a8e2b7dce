/**
 * Process shutdown, for the entry points (apps/web/server.ts, serve.ts): a signal stops what the process started,
 * then the process exits. Kept apart from runtime.ts so that a site using GATEWAY_URL never loads the database.
 */
import { handOverSignals } from '@site/db/embedded';

/**
 * On SIGINT or SIGTERM: runs `stop` (once), then exits with code 0 (1 if stop failed or takes longer than the
 * timeout). A second signal while stopping exits at once (a server that already got SIGINT finishes its shutdown
 * on its own). From here on the embedded PostgreSQL leaves these signals to us (handOverSignals).
 * Returns a function that removes the handlers.
 */
export function stopOnSignals(
  stop: () => Promise<void> | void,
  options: { timeoutMs?: number; log?: (message: string) => void } = {},
): () => void {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const log = options.log ?? ((message: string) => console.error(message));
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
