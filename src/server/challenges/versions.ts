import { randomUUID } from 'node:crypto';

/**
 * A product's first version: its lineage is its own id (docs/decisions/030). Every insert of a new
 * product goes through here; later versions copy the lineage of the version they replace.
 */
export function firstVersion<T extends object>(input: T): T & { id: string; lineageId: string; version: 1 } {
  const id = randomUUID();
  return { ...input, id, lineageId: id, version: 1 };
}
