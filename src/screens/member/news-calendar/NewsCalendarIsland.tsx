import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { nextIcon, previousIcon, warningIcon } from '../../../components/icons';
import type { Messages } from '../../../i18n';
import { newsCurrencies } from '../../../schemas/news';
import { DateTime } from '../../../ui/DateTime';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { ImpactBadge } from '../../../ui/ImpactBadge';
import { type IslandProps, island, useLocale, useT } from '../../../ui/i18n';
import { QueryView, Skeleton } from '../../../ui/QueryView';
import { type UrlPatch, updateSearch } from '../../../ui/urlState';
import { useClientStore } from '../../../ui/useClientStore';
import { useQuery } from '../../../ui/useQuery';
import type { newsCalendarMessageKeys } from './messageKeys';
import { $news, $today, $view, $zone, type NewsItem, type NewsList } from './queries';
import { addDays, type CalendarView, daysOf, impactOrder, mondayOf, toggled } from './week';

/** /news-calendar: a week of economic events in the member's time zone, with the restricted windows of funded accounts. */
export default island<IslandProps<Messages<(typeof newsCalendarMessageKeys)[number]>>>(NewsCalendar);

/** Every change of view is a step in the history, so Back returns to the previous week or filter. */
const navigate = (patch: UrlPatch) => updateSearch(patch, { push: true });

/** "3:58 – 4:02 PM": a window as the locale writes a span of times, in the viewer's zone. */
const timeRange = (from: string, to: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).formatRange(new Date(from), new Date(to));

/** 'YYYY-MM-DD' read as that calendar day, whatever the viewer's zone. */
const calendarDay = (day: string) => new Date(`${day}T12:00:00Z`);

function NewsCalendar() {
  const t = useT();
  const locale = useLocale();
  // Nothing dated before hydration is over: the first client render must equal the server's (a
  // skeleton), or Preact, which hydrates without patching attributes, would keep the server's.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const storedView = useClientStore($view);
  const today = useClientStore($today);
  const storedZone = useClientStore($zone);
  const view = hydrated ? storedView : null;
  const zone = hydrated ? storedZone : '';
  const query = useQuery($news);

  const heading = useMemo(() => {
    if (!view) return '';
    if (view.day) {
      return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        calendarDay(view.day),
      );
    }
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(
      calendarDay(view.week),
      calendarDay(addDays(view.week, 6)),
    );
  }, [view, locale]);

  return (
    <div className="screen news-calendar">
      <section className="panel-card" aria-labelledby="news-heading">
        <header className="panel-card__header news-calendar__header">
          <div className="news-calendar__period">
            {view && <WeekStep view={view} />}
            <div>
              <h2 id="news-heading" className="title is-5" aria-live="polite">
                {heading || '\u00a0'}
              </h2>
              {zone && <p>{t('news.zone', { zone })}</p>}
            </div>
          </div>
          {view && today && <QuickViews view={view} today={today} />}
        </header>
        {view ? (
          <>
            <Filters view={view} />
            <QueryView query={query} skeleton={<Skeleton lines={8} height="2.25rem" />}>
              {(data) => <Calendar view={view} data={data} today={today} zone={zone} />}
            </QueryView>
          </>
        ) : (
          <Skeleton lines={8} height="2.25rem" />
        )}
      </section>
    </div>
  );
}

/** The previous and the next week. */
function WeekStep({ view }: { view: CalendarView }) {
  const t = useT();
  return (
    <div className="news-step" role="group" aria-label={t('news.navigation')}>
      <button
        type="button"
        className="button is-small"
        aria-label={t('news.previousWeek')}
        title={t('news.previousWeek')}
        onClick={() => navigate({ week: addDays(view.week, -7), day: null })}
      >
        <Icon svg={previousIcon} />
      </button>
      <button
        type="button"
        className="button is-small"
        aria-label={t('news.nextWeek')}
        title={t('news.nextWeek')}
        onClick={() => navigate({ week: addDays(view.week, 7), day: null })}
      >
        <Icon svg={nextIcon} />
      </button>
    </div>
  );
}

/** Today, tomorrow or this week at one click; the one shown is highlighted (the heading names it too). */
function QuickViews({ view, today }: { view: CalendarView; today: string }) {
  const t = useT();
  const tomorrow = addDays(today, 1);
  const thisWeek = mondayOf(today);
  const choices = [
    { label: t('news.today'), week: thisWeek, day: today },
    { label: t('news.tomorrow'), week: mondayOf(tomorrow), day: tomorrow },
    { label: t('news.thisWeek'), week: thisWeek, day: null },
  ];
  return (
    <div className="news-quick">
      {choices.map(({ label, week, day }) => (
        <button
          key={label}
          type="button"
          className={`button is-small${view.week === week && view.day === day ? ' is-primary is-light' : ''}`}
          onClick={() => navigate({ week, day })}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** Toggle chips: none pressed means all (the "All" chip is pressed then). */
function ChipGroup<T extends string>({
  label,
  all,
  selected,
  name,
  className,
  onChange,
}: {
  label: string;
  all: readonly T[];
  selected: readonly T[];
  name: (item: T) => string;
  className?: (item: T) => string;
  onChange: (next: T[]) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="chip-group" role="group" aria-labelledby={id}>
      <span id={id} className="chip-group__label">
        {label}
      </span>
      <button type="button" className="chip" aria-pressed={selected.length === 0} onClick={() => onChange([])}>
        {t('news.filter.all')}
      </button>
      {all.map((item) => (
        <button
          key={item}
          type="button"
          className={`chip ${className?.(item) ?? ''}`}
          aria-pressed={selected.includes(item)}
          onClick={() => onChange(toggled(all, selected, item))}
        >
          {name(item)}
        </button>
      ))}
    </div>
  );
}

function Filters({ view }: { view: CalendarView }) {
  const t = useT();
  const filtered = view.impact.length > 0 || view.currency.length > 0 || view.q !== '';
  return (
    <div className="news-filters">
      <ChipGroup
        label={t('news.filter.impact')}
        all={impactOrder}
        selected={view.impact}
        name={(impact) => t(`news.impact.${impact}`)}
        className={(impact) => `is-impact-${impact}`}
        onChange={(next) => navigate({ impact: next.join(',') || null })}
      />
      <ChipGroup
        label={t('news.filter.currency')}
        all={newsCurrencies}
        selected={view.currency}
        name={(code) => code}
        onChange={(next) => navigate({ currency: next.join(',') || null })}
      />
      <div className="news-filters__row">
        <SearchField value={view.q} />
        {filtered && (
          <button type="button" className="button is-small is-ghost" onClick={() => navigate({ impact: null, currency: null, q: null })}>
            {t('news.filter.clear')}
          </button>
        )}
      </div>
    </div>
  );
}

/** Typing narrows the list after a short pause; the words go into the URL without a history step per key. */
function SearchField({ value }: { value: string }) {
  const t = useT();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => updateSearch({ q: next.trim() || null }), 300);
  };
  return (
    <label className="news-search">
      <span>{t('news.filter.search')}</span>
      <input
        className="input is-small"
        type="search"
        value={text}
        maxLength={100}
        placeholder={t('news.filter.searchHint')}
        onChange={(event) => change(event.currentTarget.value)}
      />
    </label>
  );
}

function Calendar({ view, data, today, zone }: { view: CalendarView; data: NewsList; today: string; zone: string }) {
  const t = useT();
  const locale = useLocale();
  const days = daysOf(view, data.items, zone);
  const filtered = view.impact.length > 0 || view.currency.length > 0 || view.q !== '';
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const windowHint =
    data.window.minutes !== null &&
    t(data.window.source === 'accounts' ? 'news.window.accounts' : 'news.window.default', { minutes: data.window.minutes });

  return (
    <>
      {windowHint && (
        <p className="news-window-hint">
          <Icon svg={warningIcon} />
          <span>{windowHint}</span>
        </p>
      )}
      {/* An empty week says so once; a single day keeps its heading and says it has no events. */}
      {!view.day && days.every((day) => day.events.length === 0) ? (
        <EmptyState text={filtered ? t('news.emptyFiltered') : t('news.empty')}>
          {filtered && (
            <button type="button" className="button is-small" onClick={() => navigate({ impact: null, currency: null, q: null })}>
              {t('news.filter.clear')}
            </button>
          )}
        </EmptyState>
      ) : (
        <ol className="news-days" aria-label={t('news.list')}>
          {days.map(({ day, events }) => (
            <li key={day} className={`news-day${day === today ? ' is-today' : ''}`} aria-labelledby={`news-day-${day}`}>
              <h3 id={`news-day-${day}`} className="news-day__title">
                {dayName.format(calendarDay(day))}
                {day === today && <span className="tag is-primary is-light">{t('news.today')}</span>}
              </h3>
              {events.length > 0 ? (
                <ul className="news-events">
                  {events.map((event) => (
                    <EventRow key={event.id} event={event} />
                  ))}
                </ul>
              ) : (
                <p className="news-day__empty">{t('news.dayEmpty')}</p>
              )}
              {view.day && (
                <button type="button" className="button is-small is-ghost news-day__week" onClick={() => navigate({ day: null })}>
                  {t('news.showWeek')}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function EventRow({ event }: { event: NewsItem }) {
  const t = useT();
  const locale = useLocale();
  const figure = (key: 'news.actual' | 'news.forecast' | 'news.previous', value: string | null) => (
    <div>
      <dt>{t(key)}</dt>
      <dd>{value ?? '–'}</dd>
    </div>
  );
  return (
    <li className={`news-event is-impact-${event.impact}`}>
      <span className="news-event__time">
        <DateTime value={event.time} style="time" />
      </span>
      <span className="news-event__currency tag is-muted">{event.currency}</span>
      <ImpactBadge impact={event.impact} />
      <span className="news-event__title">
        {event.title}
        {event.restrictedFrom && event.restrictedTo && (
          <small className="news-event__window">
            <Icon svg={warningIcon} />
            {t('news.restricted', { window: timeRange(event.restrictedFrom, event.restrictedTo, locale) })}
          </small>
        )}
      </span>
      <dl className="news-event__figures">
        {figure('news.actual', event.actual)}
        {figure('news.forecast', event.forecast)}
        {figure('news.previous', event.previous)}
      </dl>
    </li>
  );
}
