import type { CSSProperties } from 'react';
import ProgressBar from 'react-bootstrap/ProgressBar';

type Props = {
  /** The bar's accessible name ("Весь магазин", "Заполненность"). */
  label: string;
  /** Percent, any size (the bar is drawn capped at 0–100); null for an indeterminate (animated, full) bar. */
  percent: number | null;
  animated?: boolean;
  /** What a screen reader reads as the value; `"<percent> %"` by default. */
  valueText?: string;
  /** Writes the percent inside the bar (a tall bar); off for the thin bars of tables and lists. */
  inlineLabel?: boolean;
  variant?: 'primary' | 'success' | 'info' | 'warning' | 'danger';
  /** The bar's height (CSS length); Bootstrap's 1rem by default. */
  height?: string;
  title?: string;
};

/**
 * A progress bar whose `role="progressbar"` element carries the name and the value
 * (docs/rules.md#accessibility). React-Bootstrap puts the props of a lone bar on its wrapper `div`,
 * leaving the progressbar itself unnamed (axe: aria-progressbar-name) and the wrapper with an
 * `aria-label` it may not have (aria-prohibited-attr); nested, they land on the bar itself.
 */
export function LabelledProgress({
  label,
  percent,
  animated,
  valueText,
  inlineLabel = true,
  variant,
  height,
  title,
}: Props) {
  const text = percent === null ? undefined : (valueText ?? `${percent} %`);
  const style: CSSProperties | undefined = height ? { height } : undefined;
  return (
    <ProgressBar style={style} title={title}>
      <ProgressBar
        now={percent === null ? 100 : Math.max(0, Math.min(percent, 100))}
        animated={animated || percent === null}
        variant={variant}
        label={inlineLabel ? text : undefined}
        aria-label={label}
        aria-valuetext={text}
      />
    </ProgressBar>
  );
}
