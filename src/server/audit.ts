import type { Db } from './db';
import { auditLog } from './db/schema';

export interface AuditEntry {
  /** Null when the system acted (the bridge settling an evaluation). */
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  details?: Record<string, unknown>;
  /**
   * When it happened: the services clock where the code acts now, the event's own moment where it
   * records one (a breach, a pass, seeded history). Never the database's clock (docs/decisions/044).
   */
  at: Date;
}

/**
 * Records an admin action or a money or status change, in the caller's transaction, at the moment
 * the action happened. Entries of one moment (an order paid, then its invoice) keep the order they
 * were written in through the log's sequence (`seq`), which breaks ties on the time.
 */
export async function audit(db: Db, { at, ...entry }: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, createdAt: at });
}
