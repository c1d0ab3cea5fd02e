/**
 * Multi-accounting: members who sign in from the same address, or the same device (the same
 * address and browser), within the look-back. What is not proof is stated, not counted: addresses
 * in shared ranges (private networks, a carrier's NAT, listed VPN exits; the caller decides which)
 * and any address seen for `sharedNetworkMembers` members or more (an office, a café, a VPN exit).
 */

import { DAY_MS } from '../time';
import { type RiskThresholds, type Severity, score } from './types';

/** A successful sign-in, as the login history keeps it. */
export type SignIn = { userId: string; at: number; ip: string | null; userAgent: string | null };

export type Sighting = { userId: string; first: string; last: string; count: number };

export type MultiAccountingEvidence = {
  /** Addresses both members signed in from, with when each was seen. */
  addresses: { ip: string; seen: Sighting[] }[];
  /** The same address and browser: one device, as far as sign-ins can tell. */
  devices: { ip: string; userAgent: string; seen: Sighting[] }[];
  /** Shared addresses not counted, and why. */
  notProof: { ip: string; why: 'sharedRange' | 'sharedNetwork'; members: number }[];
};

export type MemberLink = {
  /** The two members, in order. */
  userIds: [string, string];
  severity: Severity;
  score: number;
  evidence: MultiAccountingEvidence;
};

function sightings(signIns: SignIn[], userIds: string[]): Sighting[] {
  return userIds.map((userId) => {
    const times = signIns.filter((s) => s.userId === userId).map((s) => s.at);
    return {
      userId,
      first: new Date(Math.min(...times)).toISOString(),
      last: new Date(Math.max(...times)).toISOString(),
      count: times.length,
    };
  });
}

const groupBy = <T>(items: T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/**
 * Pairs of members linked by sign-ins within `lookbackDays` before `asOf`. A shared device is
 * high; shared addresses only are medium. Score: 40 per address, 30 more per device, at most 100.
 */
export function linkedMembers(
  signIns: SignIn[],
  t: RiskThresholds['multiAccounting'],
  options: { asOf: number; isSharedRange: (ip: string) => boolean },
): MemberLink[] {
  const recent = signIns.filter((s) => s.ip && s.at > options.asOf - t.lookbackDays * DAY_MS && s.at <= options.asOf);
  const links = new Map<string, MemberLink>();
  const linkOf = (a: string, b: string) => {
    const userIds: [string, string] = a < b ? [a, b] : [b, a];
    const key = userIds.join('|');
    let link = links.get(key);
    if (!link) {
      link = { userIds, severity: 'medium', score: 0, evidence: { addresses: [], devices: [], notProof: [] } };
      links.set(key, link);
    }
    return link;
  };
  const pairsOf = (userIds: string[]) => userIds.flatMap((a, i) => userIds.slice(i + 1).map((b) => [a, b] as const));

  const excluded: { ip: string; why: 'sharedRange' | 'sharedNetwork'; members: string[] }[] = [];
  for (const [ip, atAddress] of groupBy(recent, (s) => s.ip as string)) {
    const members = [...new Set(atAddress.map((s) => s.userId))].sort();
    if (members.length < 2) continue;
    const why = options.isSharedRange(ip) ? 'sharedRange' : members.length >= t.sharedNetworkMembers ? 'sharedNetwork' : null;
    if (why) {
      excluded.push({ ip, why, members });
      continue;
    }
    for (const [a, b] of pairsOf(members)) linkOf(a, b).evidence.addresses.push({ ip, seen: sightings(atAddress, [a, b]) });
    for (const onDevice of groupBy(
      atAddress.filter((s) => s.userAgent),
      (s) => s.userAgent as string,
    ).values()) {
      const deviceMembers = [...new Set(onDevice.map((s) => s.userId))].sort();
      for (const [a, b] of pairsOf(deviceMembers))
        linkOf(a, b).evidence.devices.push({ ip, userAgent: onDevice[0]?.userAgent as string, seen: sightings(onDevice, [a, b]) });
    }
  }
  const found = [...links.values()];
  for (const link of found) {
    // Stated on links that stand for other reasons; never a link by itself.
    for (const { ip, why, members } of excluded)
      if (link.userIds.every((id) => members.includes(id))) link.evidence.notProof.push({ ip, why, members: members.length });
    link.severity = link.evidence.devices.length > 0 ? 'high' : 'medium';
    link.score = score(40 * link.evidence.addresses.length + 30 * link.evidence.devices.length);
  }
  return found;
}
