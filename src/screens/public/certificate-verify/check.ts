import { type Locale, localizePath, splitLocale, translator } from '../../../i18n';
import { formatDate, formatMoney } from '../../../i18n/format';
import type { PageHead } from '../../../layouts/pageHead';
import { matchRoute } from '../../../routing/routes';
import type { CertificateVerification } from '../../../server/certificates/view';
import type { PageServices } from '../../../server/pageServices';

/**
 * The public verification page's check, made on the server as the page is asked for
 * (docs/decisions/040): the certificate comes from the same service function as
 * `GET /api/certificates/verify/:code`, through `Astro.locals.services`, so the browser fetches
 * nothing and a crawler or a link preview reads the answer, with its own title and Open Graph tags.
 */
export type CertificateCheck =
  | CertificateVerification
  /** No certificate has the code (or it cannot be one). */
  | { status: 'unknown'; code: string }
  /** The check could not be made: no API in this process, or the database did not answer. */
  | { status: 'unavailable' };

/**
 * The answer's status: a certificate that stands 200, one revoked 410 (it existed and is gone for
 * good), an unknown code 404, a check that could not be made 503. A record that fails its signature
 * is 200: the page is the right answer to the question, and it says not to trust it.
 */
const httpStatus: Record<CertificateCheck['status'], [number, string]> = {
  valid: [200, 'OK'],
  invalid: [200, 'OK'],
  revoked: [410, 'Gone'],
  unknown: [404, 'Not Found'],
  unavailable: [503, 'Service Unavailable'],
};

/** The code as the URL carries it, as it is printed: no spaces, upper case. */
export function codeOf(raw: string | undefined): string {
  return (raw ?? '').trim().toUpperCase();
}

/** What the page needs of Astro's global: enough to fake in a test. */
interface PageContext {
  url: URL;
  params: Record<string, string | undefined>;
  locals: App.Locals;
  response: { status?: number; statusText?: string; headers: Headers };
}

/**
 * Checks the page's code and sets the answer's status and head. Called by the page itself: only a
 * page may set its status, and only before anything streams. The screen then shows
 * `locals.certificateCheck`.
 */
export async function checkCertificatePage(page: PageContext): Promise<CertificateCheck | undefined> {
  const { locale, path } = splitLocale(page.url.pathname);
  // Not this route in a known language (`/xx/certificates/verify/…`): no check; the page answers with the 404 page.
  if (matchRoute(path)?.route.id !== 'certificateVerify') return undefined;
  const code = codeOf(page.params.code);
  const services = await page.locals.services?.catch(() => undefined);
  let check: CertificateCheck = { status: 'unavailable' };
  if (services) {
    try {
      check = (await services.certificates.verify(code)) ?? { status: 'unknown', code };
    } catch {
      // The API logged it; the visitor is asked to come back.
    }
  }
  page.locals.certificateCheck = check;
  // Astro keeps "OK" as the reason phrase whatever the status: each gets its own.
  [page.response.status, page.response.statusText] = httpStatus[check.status];
  if (check.status === 'unavailable') page.response.headers.set('Retry-After', '5');
  if (services && 'certificate' in check) page.locals.head = certificateHead(check, locale, services);
  return check;
}

/** Open Graph's names for the six languages. */
const ogLocales: Record<Locale, string> = { en: 'en_US', de: 'de_DE', es: 'es_ES', fr: 'fr_FR', ja: 'ja_JP', zh: 'zh_CN' };

/**
 * The head of a certificate's page: a title with the holder's name, and what a link preview shows
 * (who, which certificate, how much, when, and whether it stands), every address absolute from the
 * site's configured public address, never from the request.
 */
export function certificateHead({ certificate, status }: CertificateVerification, locale: Locale, services: PageServices): PageHead {
  const t = translator(locale);
  const date = (at: string) => formatDate(at, locale, 'date', { timeZone: 'UTC' });
  const heading = t(`certificate.pdf.heading.${certificate.kind}`);
  const name = certificate.holderName;
  const amount =
    certificate.amount !== null && certificate.currency
      ? t('certificateVerify.meta.amount', {
          label: t(certificate.kind === 'payout' ? 'certificate.payoutAmount' : 'certificate.accountSize'),
          amount: formatMoney(certificate.amount, certificate.currency, locale, { whole: certificate.kind !== 'payout' }),
        })
      : '';
  const outcome =
    status === 'revoked'
      ? t('certificateVerify.meta.revoked', { date: date(certificate.revokedAt ?? certificate.issuedAt) })
      : status === 'invalid'
        ? t('certificateVerify.invalid.text')
        : t('certificateVerify.meta.valid', { app: t('app.name') });
  const description = t('certificateVerify.meta.description', {
    name,
    kind: t(`certificate.kind.${certificate.kind}`),
    title: certificate.title,
    amount,
    date: date(certificate.issuedAt),
    outcome,
  });
  const title = t('certificateVerify.meta.title', { heading, name });
  const url = services.publicUrl(localizePath(`/certificates/verify/${certificate.code}`, locale));
  const image = services.publicUrl(services.certificates.imagePath(certificate.code, locale));
  const imageAlt = t('certificateVerify.meta.imageAlt', { heading, name, app: t('app.name') });
  return {
    title: t('certificateVerify.meta.pageTitle', { page: t('page.certificateVerify.title'), name }),
    description,
    canonical: url,
    meta: [
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: t('app.name') },
      { property: 'og:locale', content: ogLocales[locale] },
      { property: 'og:url', content: url },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:image', content: image },
      { property: 'og:image:type', content: 'image/png' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: imageAlt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: imageAlt },
    ],
  };
}
