import Bowser from 'bowser';
import type { LoginView, SessionView, TwoFactorStatus } from '../../schemas/profile';
import type { twoFactorStatus } from '../auth/twoFactor';
import type { LoginEvent, Session } from '../db/schema';

/**
 * What a user agent says about the device, for people to recognise it ("Chrome 131", "Windows").
 * Browsers freeze the system's version in the user agent (Windows 11 says 10, every Mac 10.15), so
 * only the system's name is shown.
 */
export function deviceOf(userAgent: string | null) {
  if (!userAgent) return { browser: null, os: null, type: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : null,
    os: os.name ?? null,
    type: platform.type ?? null,
  };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 80) : null);

/**
 * City and country from the login's IP-geolocation answer, whose shape depends on the service
 * (ipapi: country_name, ip-api: country, others a two-letter code; the page names codes itself).
 */
export function placeOf(geolocation: unknown) {
  if (!geolocation || typeof geolocation !== 'object' || Array.isArray(geolocation)) return { city: null, country: null };
  const answer = geolocation as Record<string, unknown>;
  return {
    city: text(answer.city),
    country: text(answer.country_name) ?? text(answer.countryName) ?? text(answer.country) ?? text(answer.country_code),
  };
}

export function sessionView(session: Session, currentId: string): SessionView {
  return {
    id: session.id,
    current: session.id === currentId,
    device: deviceOf(session.userAgent),
    ip: session.lastIp,
    place: placeOf(session.lastGeolocation),
    signedInAt: session.lastLoginAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
  };
}

export function loginView(event: LoginEvent): LoginView {
  return {
    id: event.id,
    at: event.at.toISOString(),
    success: event.success,
    device: deviceOf(event.userAgent),
    ip: event.ip,
    place: placeOf(event.geolocation),
  };
}

export function twoFactorStatusView(status: Awaited<ReturnType<typeof twoFactorStatus>>): TwoFactorStatus {
  return { ...status, enabledAt: status.enabledAt?.toISOString() ?? null };
}
