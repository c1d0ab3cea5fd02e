import { useId } from 'react';
import { setFilter } from './DataTable';

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
}: {
  name: string;
  label: string;
  allLabel: string;
  value: string;
  options: { value: string; label: string }[];
  /** The page parameter to reset, when the list's table uses other names (DataTable's paramNames). */
  pageParam?: string;
}) {
  return (
    <label className="list-filter">
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
