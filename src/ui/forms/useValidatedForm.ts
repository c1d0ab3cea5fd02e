import { type ChangeEvent, useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import { translateProblem } from '../i18n';

/**
 * Which fields show their problem: each once touched (left, or changed by a control that has no
 * blur), and every one once the form has been submitted. By path, so nested fields ("phases.0.name") too.
 */
export function useTouched<Path extends string>() {
  const [touched, setTouched] = useState<ReadonlySet<Path>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // Stable, so it can be handed to children and effects.
  const touch = useCallback((path: Path) => setTouched((before) => (before.has(path) ? before : new Set(before).add(path))), []);
  return { shows: (path: Path) => submitted || touched.has(path), touch, touchAll: () => setSubmitted(true) };
}

/**
 * Form values checked against the shared valibot schema on every change. A field shows its first
 * problem once touched (left, or the form submitted); `valid` gates the submit button.
 */
export function useValidatedForm<Schema extends v.GenericSchema, Values extends Record<string, unknown>>(
  schema: Schema,
  initial: Values,
  messages: Record<string, string>,
) {
  const [values, setValues] = useState(initial);
  const { shows, touch, touchAll } = useTouched<keyof Values & string>();
  // The server renders the form disabled: typing before the island runs would be lost.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // Stable, so they can be handed to children and effects.
  const set = useCallback(
    <K extends keyof Values>(field: K, value: Values[K]) => setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  const result = v.safeParse(schema, values);
  const problems: Partial<Record<keyof Values, string>> = {};
  if (!result.success) {
    for (const issue of result.issues) {
      const field = v.getDotPath(issue) as keyof Values | null;
      if (field && !problems[field]) problems[field] = issue.message;
    }
  }
  return {
    values,
    ready,
    valid: result.success,
    output: result.success ? (result.output as v.InferOutput<Schema>) : null,
    /** The message key of a touched field's first problem. */
    problem: (field: keyof Values & string) => (shows(field) ? problems[field] : undefined),
    set,
    touch,
    /** Props of a text input bound to `name`: value, change, blur and its translated error. */
    field: (name: keyof Values & string) => ({
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value as Values[typeof name]),
      onBlur: () => touch(name),
      error: translateProblem(messages, shows(name) ? problems[name] : undefined),
    }),
    touchAll,
  };
}
