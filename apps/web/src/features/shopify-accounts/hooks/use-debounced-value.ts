import { useEffect, useState } from 'react';

/** `value` once it has rested `ms` milliseconds (the live preview waits for the user to stop typing). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [rested, setRested] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setRested(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return rested;
}
