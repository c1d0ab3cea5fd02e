import type { Locale } from './locales';

/**
 * A catalogue name (a product's or a phase's) as an administrator gave it per language
 * (docs/decisions/045). Only the languages given are present; the default name stands for the rest.
 */
export type LocalNames = Partial<Record<Locale, string>>;

/** The name to show in `locale`: the one given for that language, else the default name. */
export function localName(name: string, names: LocalNames | null | undefined, locale: string): string {
  const given = names?.[locale as Locale]?.trim();
  return given ? given : name;
}

/** A product and its phases with their names in `locale` (the per-language names left out). */
export function localizedProduct<
  T extends { name: string; names?: LocalNames | null; phases: { name: string; names?: LocalNames | null }[] },
>(product: T, locale: string): Omit<T, 'names'> {
  const { names, phases, ...rest } = product;
  return {
    ...rest,
    name: localName(product.name, names, locale),
    phases: phases.map(({ names: phaseNames, ...phase }) => ({ ...phase, name: localName(phase.name, phaseNames, locale) })),
  } as unknown as Omit<T, 'names'>;
}
