import type { ReactNode } from 'react';

type Props = {
  /** The heading's id: it labels the section. */
  id: string;
  title: ReactNode;
  /** A sentence under the heading, kept with it on the left. */
  note?: ReactNode;
  /** What stands beside the heading: a filter, a button, a badge, a hint. */
  aside?: ReactNode;
  /** The section's own class, beside `panel-card`. */
  className?: string;
  headerClassName?: string;
  /** A card inside a card's form takes a smaller heading. */
  level?: 2 | 3;
  children?: ReactNode;
};

/** A card of a page: a section labelled by its heading, then its content. */
export function PanelCard({ id, title, note, aside, className, headerClassName, level = 2, children }: Props) {
  const heading =
    level === 2 ? (
      <h2 id={id} className="title is-5">
        {title}
      </h2>
    ) : (
      <h3 id={id} className="title is-6">
        {title}
      </h3>
    );
  return (
    <section className={className ? `panel-card ${className}` : 'panel-card'} aria-labelledby={id}>
      <header className={headerClassName ? `panel-card__header ${headerClassName}` : 'panel-card__header'}>
        {note === undefined ? (
          heading
        ) : (
          <div>
            {heading}
            <p>{note}</p>
          </div>
        )}
        {aside}
      </header>
      {children}
    </section>
  );
}
