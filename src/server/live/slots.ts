/**
 * How many live streams a session and a member may hold open on this instance. A screen opens one
 * stream and a hidden tab closes its own (machines/liveFeed.ts), so one browser holds one per
 * visible window: ten per session is more windows than anyone watches; twenty per member leaves
 * room for two such browsers, or several devices. The caps bound what one token can pin (sockets,
 * listeners, a session check per change), not how anyone works.
 */
export const STREAMS_PER_SESSION = 10;
export const STREAMS_PER_MEMBER = 20;

export type Refusal = 'session' | 'member';

/** The streams open on this instance, counted per session and per member. */
export class StreamSlots {
  private readonly bySession = new Map<string, number>();
  private readonly byMember = new Map<string, number>();

  constructor(
    readonly perSession = STREAMS_PER_SESSION,
    readonly perMember = STREAMS_PER_MEMBER,
  ) {}

  /** A slot, with the function that frees it (once, however often called), or which cap refused it. */
  take(userId: string, sessionId: string): { release: () => void } | { refused: Refusal } {
    if ((this.bySession.get(sessionId) ?? 0) >= this.perSession) return { refused: 'session' };
    if ((this.byMember.get(userId) ?? 0) >= this.perMember) return { refused: 'member' };
    add(this.bySession, sessionId, 1);
    add(this.byMember, userId, 1);
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        add(this.bySession, sessionId, -1);
        add(this.byMember, userId, -1);
      },
    };
  }

  /** Open streams on this instance. */
  count(): number {
    let total = 0;
    for (const n of this.byMember.values()) total += n;
    return total;
  }
}

function add(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
