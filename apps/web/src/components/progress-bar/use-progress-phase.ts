import { PROGRESS_BAR } from '@kits/contract';
import { useEffect, useState } from 'react';

/** idle: hidden; running: growing over `durationMs`; finishing: full, fading out. */
export type ProgressPhase = 'idle' | 'running' | 'finishing';

/**
 * docs/rules.md#progress-bar, docs/rules.md#spec-9: the bar starts only when work lasts longer than the 200 ms throttle,
 * runs over 5 s, and on finish stays full for 500 ms before it hides. Work that ends inside the
 * throttle never shows a bar.
 */
export function useProgressPhase(active: boolean, timing = PROGRESS_BAR): ProgressPhase {
  const [phase, setPhase] = useState<ProgressPhase>('idle');

  useEffect(() => {
    if (active) {
      if (phase === 'running') return;
      if (phase === 'finishing') {
        setPhase('running');
        return;
      }
      const timer = setTimeout(() => setPhase('running'), timing.throttleMs);
      return () => clearTimeout(timer);
    }
    if (phase === 'running') {
      setPhase('finishing');
      return;
    }
    if (phase === 'finishing') {
      const timer = setTimeout(() => setPhase('idle'), timing.hideDelayMs);
      return () => clearTimeout(timer);
    }
  }, [active, phase, timing.throttleMs, timing.hideDelayMs]);

  return phase;
}
