import { publicConfig } from '../config/public';

/**
 * The IP geolocation lookup made before login (seed §7): no credentials, at most 1.5 s, and
 * null when it fails or no service is configured (PUBLIC_GEOLOCATION_URL).
 */
export async function lookUpGeolocation(url = publicConfig.geolocationUrl): Promise<Record<string, unknown> | null> {
  if (!url) return null;
  try {
    const response = await fetch(url, { credentials: 'omit', headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(1_500) });
    if (!response.ok) return null;
    const data: unknown = await response.json();
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
