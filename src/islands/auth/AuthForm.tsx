import type { ReactNode } from 'react';
import { preloadFormRequests } from './formApi';

/**
 * A sign-in page's form: disabled until the island has hydrated, its requests preloaded at the first
 * keystroke, every field touched on submit and `submit` called with the valid values only.
 */
export function AuthForm<Output>({
  form,
  submit,
  children,
}: {
  form: { ready: boolean; touchAll: () => void; output: Output | null };
  submit: (output: Output) => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onInput={preloadFormRequests}
      onSubmit={(event) => {
        event.preventDefault();
        form.touchAll();
        if (form.output) submit(form.output);
      }}
    >
      <fieldset className="form-fieldset" disabled={!form.ready}>
        {children}
      </fieldset>
    </form>
  );
}
