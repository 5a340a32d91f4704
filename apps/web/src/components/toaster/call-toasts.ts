import { TOAST_DELAY } from '@kits/contract';
import { useCallback } from 'react';
import { serverText } from '@/lib/server-text';
import { useToast } from './toast-context';

/**
 * The toast of a failed call (docs/rules.md#toasts): red, titled after the call (`title`), its text
 * the server's message (`serverText`); it stays until closed, or hides after `delay` ms when given
 * (TOAST_DELAY). Returns `(title, error) => toast id`.
 */
export function useFailureToast(delay?: number) {
  const toast = useToast();
  return useCallback(
    (title: string, error: unknown) =>
      toast.show({
        variant: 'danger',
        ...(delay === undefined ? { persistent: true } : { delay }),
        title,
        text: serverText(error),
      }),
    [toast, delay],
  );
}

/**
 * The toast of a saved change (docs/rules.md#toasts): green, hiding after TOAST_DELAY.short, with
 * its title and an optional text. Returns `(title, text?) => toast id`.
 */
export function useSuccessToast() {
  const toast = useToast();
  return useCallback(
    (title: string, text?: string) =>
      toast.show({ variant: 'success', delay: TOAST_DELAY.short, title, text }),
    [toast],
  );
}
