import { useEffect, useState } from 'react';
import { setFilter } from './DataTable';

/**
 * A list's text filter: typing is debounced (300 ms) before the URL parameter `name` changes, so
 * a word is one request and one history entry. Until the user types, the box shows the URL's
 * value: a timer is only ever set by typing, never by the URL arriving after the first render.
 */
export function SearchFilter({
  name,
  label,
  value,
  placeholder,
  pageParam,
  disabled,
  className = 'list-filter',
}: {
  name: string;
  label: string;
  value: string;
  placeholder?: string;
  /** The page parameter to reset (DataTable's paramNames). */
  pageParam?: string;
  disabled?: boolean;
  className?: string;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  // The server renders the box disabled: what was typed before the island ran would be lost.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // The URL changed by other means (Back, clear filters): show what it holds.
  useEffect(() => setTyped((current) => (current !== null && current.trim() === value ? current : null)), [value]);
  useEffect(() => {
    if (typed === null || typed.trim() === value) return;
    const timer = setTimeout(() => setFilter({ [name]: typed.trim() }, pageParam), 300);
    return () => clearTimeout(timer);
  }, [typed, value, name, pageParam]);
  return (
    <label className={className}>
      <span>{label}</span>
      <input
        className="input is-small"
        type="search"
        value={typed ?? value}
        placeholder={placeholder}
        maxLength={100}
        disabled={disabled || !ready}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
    </label>
  );
}
