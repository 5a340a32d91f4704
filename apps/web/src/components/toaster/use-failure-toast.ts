import { useCallback } from 'react';
import { serverText } from '@/lib/server-text';
import { useToast } from './toast-context';

/**
 * The toast of a failed call (docs/rules.md#toasts): red, persistent until closed, titled after the
 * call (`title`), its text the server's message (`serverText`). Returns `(title, error) => toast id`.
 */
export function useFailureToast() {
  const toast = useToast();
  return useCallback(
    (title: string, error: unknown) =>
      toast.show({ variant: 'danger', persistent: true, title, text: serverText(error) }),
    [toast],
  );
}
