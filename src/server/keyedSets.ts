/** Members grouped by a key (listeners by account or user): added with a way to remove them, empty groups dropped. */
export class KeyedSets<T> {
  private readonly byKey = new Map<string, Set<T>>();

  /** Adds `member` under `key`; returns the function that removes it. */
  add(key: string, member: T): () => void {
    let set = this.byKey.get(key);
    if (!set) {
      set = new Set();
      this.byKey.set(key, set);
    }
    set.add(member);
    return () => {
      const current = this.byKey.get(key);
      current?.delete(member);
      if (current?.size === 0) this.byKey.delete(key);
    };
  }

  /** A copy of the members under `key` (one may remove itself while the others are called). */
  of(key: string): T[] {
    return [...(this.byKey.get(key) ?? [])];
  }

  /** A copy of every member. */
  all(): T[] {
    return [...this.byKey.values()].flatMap((set) => [...set]);
  }

  get size(): number {
    let total = 0;
    for (const set of this.byKey.values()) total += set.size;
    return total;
  }
}
