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
}: {
  name: string;
  label: string;
  allLabel: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <label className="list-filter">
      <span>{label}</span>
      <span className="select is-small">
        <select value={value} onChange={(event) => setFilter({ [name]: event.currentTarget.value || null })}>
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
