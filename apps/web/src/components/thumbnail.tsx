import type { SyntheticEvent } from 'react';

/**
 * A square picture of `size` CSS pixels, loaded lazily, described by its context (empty `alt`);
 * `onError` swaps in a fallback when the file is missing.
 */
export function Thumbnail({
  src,
  size,
  className,
  onError,
}: {
  src: string;
  size: number;
  className?: string;
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
}) {
  return (
    <img src={src} alt="" width={size} height={size} loading="lazy" className={className} onError={onError} />
  );
}
