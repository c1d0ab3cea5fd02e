import type * as v from 'valibot';
import type { Locale } from '../../i18n/locales';
import { localizedProduct, localName } from '../../i18n/names';
import type { AdminChallengeListSchema, CatalogueSchema, ChallengeDetailSchema, ChallengeView } from '../../schemas/challenges';
import type { Challenge } from '../db/schema';
import type { challengeWithVersions } from './admin';

export function challengeView(challenge: Challenge): ChallengeView {
  const { createdAt, updatedAt, replacedAt, ...rest } = challenge;
  return { ...rest, replacedAt: replacedAt?.toISOString() ?? null, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** The products on sale, named in the caller's language; the risk desk's thresholds stay with the firm. */
export function catalogueView(products: Challenge[], locale: Locale): v.InferOutput<typeof CatalogueSchema> {
  return {
    items: products.map((product) => {
      const { riskRules: _, ...onSale } = challengeView(product);
      return localizedProduct(onSale, locale);
    }),
  };
}

/** Every product for administrators, with its paid orders; `localName` is what pickers show, in the viewer's language. */
export function adminChallengeListView(
  products: { challenge: Challenge; sold: number }[],
  locale: Locale,
): v.InferOutput<typeof AdminChallengeListSchema> {
  return {
    items: products.map(({ challenge, sold }) => ({
      ...challengeView(challenge),
      localName: localName(challenge.name, challenge.names, locale),
      sold,
    })),
  };
}

/** One product for its editor, with every version of its lineage. */
export function challengeDetailView({
  challenge,
  versions,
  sold,
}: Awaited<ReturnType<typeof challengeWithVersions>>): v.InferOutput<typeof ChallengeDetailSchema> {
  return {
    ...challengeView(challenge),
    /** Some order names this version: saving it makes the next version. */
    hasOrders: sold,
    versions: versions.map((version) => ({
      ...version,
      createdAt: version.createdAt.toISOString(),
      replacedAt: version.replacedAt?.toISOString() ?? null,
    })),
  };
}
