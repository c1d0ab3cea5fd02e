/**
 * What one answer adds to its document's head (src/layouts/Document.astro): a page rendered on
 * request sets it in `Astro.locals.head` before anything streams. Prerendered pages have none and
 * keep the route's title and the tagline.
 */
export interface PageHead {
  /** Replaces the route's title (before " | <app name>"). */
  title?: string;
  /** Replaces the tagline as the meta description. */
  description?: string;
  /** The page's one absolute address. */
  canonical?: string;
  /** Open Graph tags (`property`) and Twitter card tags (`name`), in this order. */
  meta?: ({ property: string; content: string } | { name: string; content: string })[];
}
