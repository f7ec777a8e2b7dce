/**
 * The entry point of the production bundle (scripts/bundle-server.mjs; `npm start`): starts the embedded PostgreSQL
 * first, then loads server.ts and the rest of the site's modules while it starts (issue 27, "a two-second start").
 * Only in the process that would start it (the single process or the primary of the workers, on the embedded
 * database); anything else loads server.ts at once. `server.ts` stays runnable on its own (development, tests).
 */
import cluster from 'node:cluster';
import { prestartEmbeddedPostgres } from '@site/db/embedded';
import { databaseSettings } from '@site/db/settings';

if (cluster.isPrimary && !process.env.GATEWAY_URL && !process.argv.includes('--dev')) {
  try {
    const { database } = databaseSettings();
    // Until its process runs: module evaluation holds this thread, so the start's own steps go first.
    if (database.kind === 'embedded')
      await prestartEmbeddedPostgres({ dataDir: database.dataDir, port: database.port });
  } catch {
    // A bad setting is reported by server.ts's own start, as without this step.
  }
}
await import('./server.ts');
