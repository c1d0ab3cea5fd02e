import { useEffect, useId, useRef, useState } from 'react';
import { ErrorState, Skeleton } from './QueryView';

/** What a chart module's mount function answers: redraw with new input, and tear down. */
export type ChartHandle<Input> = { update: (input: Input) => void; destroy: () => void };
export type MountChart<Input> = (container: HTMLElement, input: Input) => ChartHandle<Input>;

type Props<Input> = {
  /** A dynamic import of the module that draws (and imports lightweight-charts), so the library is a chunk of its own. */
  load: () => Promise<MountChart<Input>>;
  input: Input;
  /** The chart's accessible name, and what it shows in words (for screen readers). */
  label: string;
  summary: string;
  failedMessage: string;
  /** Sets the frame's height (see .lazy-chart__frame in ui.scss). */
  className?: string;
};

/**
 * A canvas chart loaded after the page's first paint: a skeleton where it will be, the chart
 * drawn into the same place, redrawn when its input changes; a failed chunk load (offline, a new
 * deploy) offers a retry, which loads and draws it afresh.
 */
export function LazyChart<Input>(props: Props<Input>) {
  const [attempt, setAttempt] = useState(0);
  return <Chart key={attempt} {...props} retry={() => setAttempt((n) => n + 1)} />;
}

function Chart<Input>({ load, input, label, summary, failedMessage, className, retry }: Props<Input> & { retry: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartHandle<Input> | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const summaryId = `${useId()}-summary`;
  const latest = useRef(input);
  latest.current = input;
  const loader = useRef(load);

  useEffect(() => {
    let cancelled = false;
    let handle: ChartHandle<Input> | undefined;
    // After the page's first paint: the chart library is never in the island's own bundle.
    const frame = requestAnimationFrame(() =>
      setTimeout(() => {
        loader
          .current()
          // Drawn in a task of its own: evaluating the library is one long task already.
          .then((mount) => new Promise<typeof mount>((resolve) => setTimeout(() => resolve(mount))))
          .then((mount) => {
            if (cancelled || !container.current) return;
            handle = mount(container.current, latest.current);
            chart.current = handle;
            setState('ready');
          })
          .catch(() => {
            if (!cancelled) setState('failed');
          });
      }),
    );
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      handle?.destroy();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.update(input);
  }, [input]);

  return (
    <figure className={['lazy-chart', className].filter(Boolean).join(' ')}>
      {state === 'failed' && <ErrorState error={new Error(failedMessage)} retry={retry} />}
      <div className="lazy-chart__frame" hidden={state === 'failed'}>
        {/* The library owns this element's children; the skeleton lies over it until the chart is drawn. */}
        <div
          ref={container}
          className="lazy-chart__canvas"
          role="group"
          aria-label={label}
          aria-describedby={summaryId}
          aria-busy={state === 'loading'}
        />
        {state === 'loading' && (
          <div className="lazy-chart__loading">
            <Skeleton lines={1} height="100%" />
          </div>
        )}
      </div>
      <figcaption id={summaryId} className="visually-hidden">
        {summary}
      </figcaption>
    </figure>
  );
}
