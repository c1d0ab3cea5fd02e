import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { type Actor, type AnyStateMachine, createActor, type SnapshotFrom } from 'xstate';

/**
 * Runs a machine for the life of an island: [snapshot, send]. Written on React's own
 * useSyncExternalStore rather than @xstate/react, whose CommonJS shim loads a second Preact on the
 * server in the Preact build (docs/decisions/004).
 */
export function useMachine<Machine extends AnyStateMachine>(machine: Machine): [SnapshotFrom<Machine>, Actor<Machine>['send']] {
  const [actor] = useState(() => createActor(machine));
  useEffect(() => {
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  const subscribe = useCallback((onChange: () => void) => actor.subscribe(onChange).unsubscribe, [actor]);
  const snapshot = useSyncExternalStore(subscribe, actor.getSnapshot.bind(actor), actor.getSnapshot.bind(actor));
  return [snapshot as SnapshotFrom<Machine>, actor.send.bind(actor)];
}
