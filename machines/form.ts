import { assign, fromPromise, setup } from 'xstate';

/**
 * A form's submission (seed §4): idle → submitting → success | error. The request is the
 * injected `submit` actor; its rejection's message (already in the user's language) is shown.
 * Every form submits through it by src/ui/forms/useSubmit.ts, admin dialogs through
 * useDialogAction (src/ui/ConfirmDialog.tsx).
 */
export interface FormContext {
  values: unknown;
  result: unknown;
  errorMessage: string | null;
}

export type FormEvent = { type: 'form.submit'; values: unknown } | { type: 'form.reset' };

export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
  },
  actors: {
    submit: fromPromise<unknown, { values: unknown }>(async () => undefined),
  },
  actions: {
    takeValues: assign({ values: ({ event }) => (event.type === 'form.submit' ? event.values : null), errorMessage: null }),
    // Provided by the form: redirect, store the token, reset the security check, …
    onSuccess: (_, _params: { result: unknown }) => {},
    onError: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'form',
  context: { values: null, result: null, errorMessage: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'form.submit': { target: 'submitting', actions: 'takeValues' } },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ values: context.values }),
        onDone: {
          target: 'success',
          actions: [
            assign({ result: ({ event }) => event.output }),
            { type: 'onSuccess', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: {
          target: 'error',
          actions: [
            assign({ errorMessage: ({ event }) => messageOf(event.error) }),
            { type: 'onError', params: ({ event }) => ({ message: messageOf(event.error) }) },
          ],
        },
      },
    },
    success: {
      on: {
        'form.submit': { target: 'submitting', actions: 'takeValues' },
        'form.reset': { target: 'idle', actions: assign({ result: null, errorMessage: null }) },
      },
    },
    error: {
      on: {
        'form.submit': { target: 'submitting', actions: 'takeValues' },
        'form.reset': { target: 'idle', actions: assign({ errorMessage: null }) },
      },
    },
  },
});

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
