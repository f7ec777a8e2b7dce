import type { Database } from '@site/db/client';
import { cspReports } from '@site/db/schema';

/** Content-Security-Policy violations as browsers report them (routes/csp.ts). */

export type CspReportRow = typeof cspReports.$inferInsert;

/** Stores the reports of one request; resolves once they are committed. */
export const insertCspReports = async (db: Database, rows: CspReportRow[]): Promise<void> => {
  if (rows.length > 0) await db.insert(cspReports).values(rows);
};
