import type { Database } from '@site/db/client';
import { auditLog } from '@site/db/schema';

export interface Actor {
  id: string;
  name: string;
  role: string | null;
}

/** One row of the audit log (append-only: the table refuses UPDATE and DELETE). */
export const audit = (
  db: Pick<Database, 'insert'>,
  actor: Actor,
  entry: { action: string; target?: string | null; before?: unknown; after?: unknown },
) =>
  db.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    actorRole: actor.role,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
