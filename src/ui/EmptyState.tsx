import type { ReactNode } from 'react';

/** What a list says when it has nothing to show, and what to do about it (`children`: a link or a button). */
export function EmptyState({ text, children }: { text: ReactNode; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <p>{text}</p>
      {children}
    </div>
  );
}
