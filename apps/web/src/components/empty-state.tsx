import type { ReactNode } from 'react';

/**
 * An empty list: a title, why it is empty, and the way on (`children`: a reset button, a link) —
 * centred in a framed box where the list would stand.
 */
export function EmptyState({
  title,
  text,
  children,
  className = 'border rounded bg-body-tertiary',
}: {
  title: string;
  text: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`text-center py-5 px-3 ${className}`}>
      <h2 className="h5">{title}</h2>
      <p className={`text-body-secondary ${children ? 'mb-3' : 'mb-0'}`}>{text}</p>
      {children}
    </div>
  );
}
