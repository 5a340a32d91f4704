import ProgressBar from 'react-bootstrap/ProgressBar';

type Props = {
  /** The bar's accessible name. */
  label: string;
  /** Percent; null for an indeterminate (animated, full) bar. */
  percent: number | null;
  animated?: boolean;
};

/**
 * A progress bar whose `role="progressbar"` element carries the name and value (React-Bootstrap
 * puts extra props on the wrapper otherwise, leaving the bar itself unnamed).
 */
export function LabelledProgress({ label, percent, animated }: Props) {
  return (
    <ProgressBar>
      <ProgressBar
        now={percent ?? 100}
        animated={animated || percent === null}
        label={percent === null ? undefined : `${percent} %`}
        aria-label={label}
        aria-valuetext={percent === null ? undefined : `${percent} %`}
      />
    </ProgressBar>
  );
}
