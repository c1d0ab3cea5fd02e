import { atom, computed, onMount } from 'nanostores';
import { keyOf } from '../../../api/keys';
import { createQuery } from '../../../api/query';
import { type Answer, call, rpc } from '../../../api/rpc';
import { viewerTimeZone } from '../../../i18n/format';
import { $search } from '../../../ui/urlState';
import { apiQuery, parseView, todayIn } from './week';

/** What the news calendar fetches: one week of events for its filters (the view lives in the URL). */
export type NewsList = Answer<typeof rpc.api.news.$get>;
export type NewsItem = NewsList['items'][number];

/** The viewer's zone and today's date there; empty during the server render, so nothing dated is rendered then. */
export const $zone = atom('');
export const $today = atom('');
onMount($today, () => {
  // The server render (at build time, where a store's get() mounts it too) must not fix a date.
  if (typeof window === 'undefined') return;
  const zone = viewerTimeZone();
  $zone.set(zone);
  $today.set(todayIn(zone));
});

/** The view the URL asks for; null until the browser's zone and date are known. */
export const $view = computed([$search, $today], (search, today) => (today ? parseView(search, today) : null));

/** The API query of the view as its key: the same week and filters share one cached answer. */
const $newsKey = computed([$view, $zone], (view, zone) => (view ? new URLSearchParams(apiQuery(view, zone)).toString() : null));

export const $news = createQuery<NewsList>([keyOf('news'), $newsKey], {
  fetcher: (_, key) => call(rpc.api.news.$get({ query: Object.fromEntries(new URLSearchParams(String(key))) })),
});
