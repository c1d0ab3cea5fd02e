import { sql } from 'drizzle-orm';
import type { Db } from './db';
import { auditLog } from './db/schema';

export interface AuditEntry {
  /** Null when the system acted (the bridge settling an evaluation). */
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  details?: Record<string, unknown>;
}

/**
 * Records an admin action or a money or status change, in the caller's transaction. Stamped with
 * the moment of writing rather than the transaction's start, so the entries of one transaction
 * (an order paid, then its invoice) read in the order they happened.
 */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, createdAt: sql`clock_timestamp()` });
}
