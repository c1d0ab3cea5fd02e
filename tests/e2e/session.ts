import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { demoUsers } from '../../src/server/demoUsers';

/** Demo accounts every e2e server seeds into its fresh database. */
export const member = demoUsers[0];
export const admin = demoUsers[1];

/** Logs in through the API and makes the page start with that session stored, as a real login would. */
export async function signInAs(page: Page, request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: user.email, password: user.password, userGeolocation: null } });
  expect(response.status()).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string };
  await page.addInitScript(
    ([token, email]) => {
      if (!sessionStorage.getItem('e2e-signed-in')) {
        localStorage.setItem('access', token as string);
        localStorage.setItem('email', email as string);
        sessionStorage.setItem('e2e-signed-in', '1');
      }
    },
    [accessToken, user.email],
  );
  return accessToken;
}

/**
 * Where a project's e2e server keeps its data: the suite's two servers, or the one server a
 * separate build gets (E2E_OUT_DIR and E2E_PORT, see playwright.config.ts).
 */
export function e2eDataDir(project: string): string {
  return process.env.E2E_OUT_DIR ? `.e2e-data/react-${process.env.E2E_PORT ?? '4411'}` : `.e2e-data/${project}`;
}

/** A password link (reset or invitation) from the mail the e2e server wrote to `email`, as a path. */
export async function linkFromOutbox(project: string, email: string): Promise<string> {
  const outbox = `${e2eDataDir(project)}/outbox`;
  let link: string | undefined;
  await expect
    .poll(() => {
      // Quoted-printable: join soft line breaks, decode =XX.
      const decode = (text: string) =>
        text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      // The server answers before it writes the mail; the first mail of a run creates the folder.
      const files = existsSync(outbox) ? readdirSync(outbox) : [];
      const mail = files.map((file) => decode(readFileSync(`${outbox}/${file}`, 'utf8'))).find((text) => text.includes(`To: ${email}`));
      link = mail?.match(/https?:\/\/\S+reset-password\?token=[\w-]+/)?.[0];
      return Boolean(link);
    })
    .toBe(true);
  const url = new URL(link as string);
  return url.pathname + url.search;
}

let registered = 0;

/** A fresh member, registered through the API from its own (forwarded) address; "Session Tester" unless named. */
export async function newMember(
  request: APIRequestContext,
  tag: string,
  name = { firstName: 'Session', lastName: 'Tester' },
): Promise<{ email: string; password: string }> {
  registered += 1;
  // The seed's email rule allows 50 symbols: a long tag is cut, the time and counter keep it unique.
  const email = `${tag.slice(0, 18)}.${Date.now()}.${registered}@example.com`;
  const headers = { 'X-Forwarded-For': `10.${process.pid % 250}.${Math.floor(registered / 250)}.${registered % 250}` };
  const { token } = (await (await request.post('/api/auth/challenge', { headers, data: {} })).json()) as { token: string };
  const response = await request.post('/api/auth/register', {
    headers,
    data: { email, password: 'Secret#2026', ...name, role: 'USER', turnstileToken: token },
  });
  expect(response.status()).toBe(200);
  return { email, password: 'Secret#2026' };
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: admin.email, password: admin.password, userGeolocation: null } });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * Records every toast the page shows, in sessionStorage, so a test can check it was shown even
 * if the page has moved on (an expired session goes to the login page 1.5 s later).
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        const text = toast.textContent?.trim();
        if (seen.has(toast) || !text) continue;
        seen.add(toast);
        const list = JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[];
        sessionStorage.setItem('e2e-toasts', JSON.stringify([...list, text]));
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The toasts recorded so far (tolerant of the page navigating meanwhile). */
export async function shownToasts(page: Page): Promise<string[]> {
  try {
    return await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[]);
  } catch {
    return [];
  }
}

/** localStorage values, tolerant of the page navigating meanwhile (null = could not read yet). */
export async function storedValues(page: Page, keys: string[]): Promise<(string | null)[] | null> {
  try {
    return await page.evaluate((names) => names.map((key) => localStorage.getItem(key)), keys);
  } catch {
    return null;
  }
}
