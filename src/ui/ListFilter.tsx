import { useId } from 'react';
import { setFilter } from './DataTable';
import { SearchFilter } from './SearchFilter';

/**
 * A list's filter in its panel header: a labelled select whose first choice is "all" (no filter).
 * Its value is the URL parameter `name`; a change goes back to page 1 like every filter.
 */
export function ListFilter({
  name,
  label,
  allLabel,
  value,
  options,
  pageParam,
  className = 'list-filter',
}: {
  name: string;
  label: string;
  allLabel: string;
  value: string;
  options: { value: string; label: string }[];
  /** The page parameter to reset, when the list's table uses other names (DataTable's paramNames). */
  pageParam?: string;
  className?: string;
}) {
  return (
    <label className={className}>
      <span>{label}</span>
      <span className="select is-small">
        <select value={value} onChange={(event) => setFilter({ [name]: event.currentTarget.value || null }, pageParam)}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
    </label>
  );
}

/**
 * A range of calendar days as two labelled date inputs (`from`, `to`; UTC days, both inclusive):
 * each bounds the other, so the picker offers no end before the start. A change goes to the URL
 * through `onChange` (by default as a list filter, back to page 1).
 */
export function DayRangeFilter({
  from,
  to,
  fromLabel,
  toLabel,
  className = 'list-filter',
  onChange = (patch) => setFilter(patch),
}: {
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  className?: string;
  onChange?: (patch: { from?: string | null; to?: string | null }) => void;
}) {
  const id = useId();
  return (
    <>
      <label className={className} htmlFor={`${id}-from`}>
        <span>{fromLabel}</span>
        <input
          id={`${id}-from`}
          className="input is-small"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ from: event.currentTarget.value || null })}
        />
      </label>
      <label className={className} htmlFor={`${id}-to`}>
        <span>{toLabel}</span>
        <input
          id={`${id}-to`}
          className="input is-small"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ to: event.currentTarget.value || null })}
        />
      </label>
    </>
  );
}

/** A list's filters as data, declared beside its columns (react-admin's `filters={[…]}`). */
export type FilterSpec =
  | { kind: 'select'; name: string; label: string; allLabel: string; options: { value: string; label: string }[] }
  | { kind: 'search'; name: string; label: string; placeholder?: string; className?: string }
  | { kind: 'days'; fromLabel: string; toLabel: string };

/**
 * Renders a list's filters in their order, each bound to its URL parameter, and a "clear" button
 * while any is set. `from`/`to` are the day range's parameters.
 */
export function ListFilters({
  filters,
  values,
  className,
  clearLabel,
}: {
  filters: FilterSpec[];
  values: Record<string, string>;
  /** Each control's class (the screen's look); ListFilter's by default. */
  className?: string;
  clearLabel?: string;
}) {
  const names = filters.flatMap((filter) => (filter.kind === 'days' ? ['from', 'to'] : [filter.name]));
  const filtered = names.some((name) => (values[name] ?? '') !== '');
  return (
    <>
      {filters.map((filter) =>
        filter.kind === 'select' ? (
          <ListFilter key={filter.name} {...filter} value={values[filter.name] ?? ''} className={className} />
        ) : filter.kind === 'search' ? (
          <SearchFilter key={filter.name} {...filter} value={values[filter.name] ?? ''} className={filter.className ?? className} />
        ) : (
          <DayRangeFilter key="days" {...filter} from={values.from ?? ''} to={values.to ?? ''} className={className} />
        ),
      )}
      {clearLabel && filtered && (
        <button
          type="button"
          className="button is-small is-text"
          onClick={() => setFilter(Object.fromEntries(names.map((name) => [name, null])))}
        >
          {clearLabel}
        </button>
      )}
    </>
  );
}
