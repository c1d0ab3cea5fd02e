import type { Area } from '../routing/routes';
import admin from './admin.scss?url';
import member from './member.scss?url';
import openToAll from './public.scss?url';

/**
 * Each area's screen styles, one file an area (docs/decisions/041): a page loads Bulma, the shell and
 * its own area's screens, never another area's. Screens list their stylesheet in the area's file
 * rather than importing it, which would put every screen's styles on every page (the route table's
 * pages are one Astro page, and Astro bundles styles per page).
 */
export const areaStylesheets: Partial<Record<Area, string>> = { member, admin, public: openToAll };
