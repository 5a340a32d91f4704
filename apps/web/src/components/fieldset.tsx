import type { ReactNode } from 'react';

/** A section of a long form: a `fieldset` whose legend is a small underlined heading. */
export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="h6 border-bottom pb-1 mb-3">{legend}</legend>
      {children}
    </fieldset>
  );
}
