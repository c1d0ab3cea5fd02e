import type { Area } from '../routing/routes';
import openToAll from './public.scss?url';
import signedIn from './screens.scss?url';

/**
 * The screen styles of each area (docs/decisions/041), linked by the layout after Bulma's and the
 * shell's: auth pages need none, the public certificate page its own, signed-in pages the screens'.
 * Screens list their stylesheet in these files rather than importing it, which would put every
 * screen's styles on every page (the route table's pages are one Astro page, and Astro bundles
 * styles per page).
 */
export const areaStylesheets: Partial<Record<Area, string>> = { member: signedIn, admin: signedIn, public: openToAll };
