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

/** Records an admin action or a money or status change, in the caller's transaction. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
