import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { formMachine } from '../../../machines/form';
import { useMachine } from '../useMachine';

export type SubmitOptions<Values, Result> = {
  /** The request; a rejection's message (already in the user's language) becomes `error`. */
  run: (values: Values) => Promise<Result>;
  onSuccess?: (result: Result) => void;
  onError?: (message: string) => void;
};

/**
 * A form's submission through machines/form.ts (idle → submitting → success | error): sent once,
 * since the machine ignores a second submit while one is out. The callbacks are read when they
 * run, so they may use the latest render's values.
 */
export function useSubmit<Values, Result>(options: SubmitOptions<Values, Result>) {
  const latest = useRef(options);
  latest.current = options;
  const [state, send] = useMachine(
    formMachine.provide({
      actors: { submit: fromPromise(({ input }) => latest.current.run(input.values as Values)) },
      actions: {
        onSuccess: (_, { result }) => latest.current.onSuccess?.(result as Result),
        onError: (_, { message }) => latest.current.onError?.(message),
      },
    }),
  );
  return {
    submitting: state.matches('submitting'),
    succeeded: state.matches('success'),
    /** The failure's message while the form is in error ('' when the request gave none), else null. */
    error: state.matches('error') ? (state.context.errorMessage ?? '') : null,
    result: state.context.result as Result | null,
    submit: (values: Values) => send({ type: 'form.submit', values }),
    /** Back to idle: a new edit hides the outcome of the last submission. */
    reset: () => send({ type: 'form.reset' }),
  };
}
