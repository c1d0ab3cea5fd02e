import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { type FormEvent, formMachine } from '../../machines/form';
import { describePath, generatePaths } from './machinePaths';

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** A form whose request is settled by the path: done with a result, or failed with a message. */
function fakeForm() {
  const page = { pending: [] as Pending[], successes: [] as unknown[], errors: [] as string[] };
  const machine = formMachine.provide({
    actors: {
      submit: fromPromise(({ input }) => new Promise((resolve, reject) => page.pending.push({ resolve, reject })).then(() => input.values)),
    },
    actions: {
      onSuccess: (_, { result }) => page.successes.push(result),
      onError: (_, { message }) => page.errors.push(message),
    },
  });
  return { page, machine };
}

const events = [
  { type: 'form.submit', values: { email: 'jane@example.com' } },
  { type: 'form.reset' },
  { type: 'xstate.done.actor.0.form.submitting', output: { email: 'jane@example.com' } },
  { type: 'xstate.error.actor.0.form.submitting', error: new Error('The login details are incorrect') },
] as unknown as FormEvent[];
const serializeState = (s: { value: unknown; context: { errorMessage: unknown } }) => JSON.stringify([s.value, s.context.errorMessage]);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('form machine, replayed along generated paths', () => {
  const paths = generatePaths(formMachine, {
    input: undefined,
    events,
    serializeState,
    serializeEvent: (e) => JSON.stringify({ ...e, error: e.error?.message }),
  });

  it('reaches idle, submitting, success and error', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(['idle', 'submitting', 'success', 'error']));
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const { page, machine } = fakeForm();
      const actor = createActor(machine).start();
      let settledOk = 0;
      let settledError = 0;
      for (const step of path.steps.slice(1)) {
        const event = step.event as EventObject & { error?: unknown };
        if (event.type.startsWith('xstate.done.actor.')) {
          page.pending.shift()?.resolve(undefined);
          settledOk += 1;
        } else if (event.type.startsWith('xstate.error.actor.')) {
          page.pending.shift()?.reject(event.error);
          settledError += 1;
        } else actor.send(event as FormEvent);
        await flush();
        expect(serializeState(actor.getSnapshot())).toBe(serializeState(step.state as never));
        // Each settled request told the form exactly once; the error shown is the request's message.
        expect(page.successes).toHaveLength(settledOk);
        expect(page.errors).toEqual(Array(settledError).fill('The login details are incorrect'));
        if (actor.getSnapshot().value === 'submitting') expect(page.pending).toHaveLength(1);
      }
    });
  }
});
