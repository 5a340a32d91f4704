import { createContext, useContext } from 'react';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

/**
 * One toast (docs/rules.md#toasts): `delay` in ms (TOAST_DELAY: 10000, 7500, 5000) or `persistent` to stay
 * until the user closes it. Without either it hides after TOAST_DELAY.short.
 */
export type ToastOptions = {
  title: string;
  text?: string;
  variant?: ToastVariant;
  delay?: number;
  persistent?: boolean;
};

export type ToastApi = {
  /** Shows a toast; returns its id. */
  show: (options: ToastOptions) => number;
  hide: (id: number) => void;
};

export const ToastContext = createContext<ToastApi | null>(null);

/** The one way to show a toast (CONVENTIONS habit 12): `useToast().show({ title, text, variant })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToasterProvider>');
  return api;
}
