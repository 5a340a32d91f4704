import { TOAST_DELAY } from '@kits/contract';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';
import { type ToastApi, ToastContext, type ToastOptions } from './toast-context';
import './toaster.css';

type ShownToast = ToastOptions & { id: number };

/** Light text on the dark variants, dark text on the light ones. */
const TEXT_CLASS: Record<string, string> = {
  success: 'text-white',
  danger: 'text-white',
  info: 'text-dark',
  warning: 'text-dark',
};

/** Holds the toasts of the page and renders them top-right below the header (React-Bootstrap ToastContainer). */
export function ToasterProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);

  const hide = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { ...options, id }]);
    return id;
  }, []);
  const api = useMemo<ToastApi>(() => ({ show, hide }), [show, hide]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Top right, below the sticky header (its height: --app-header-height), never over its menus and cart. */}
      <ToastContainer className="app-toasts p-3 position-fixed end-0" style={{ zIndex: 1090 }}>
        {toasts.map((toast) => {
          const variant = toast.variant ?? 'info';
          return (
            <Toast
              key={toast.id}
              bg={variant}
              onClose={() => hide(toast.id)}
              autohide={!toast.persistent}
              delay={toast.delay ?? TOAST_DELAY.short}
              role={variant === 'danger' ? 'alert' : 'status'}
            >
              <Toast.Header closeButton closeLabel={t('common:close')}>
                <strong className="me-auto">{toast.title}</strong>
              </Toast.Header>
              {toast.text && <Toast.Body className={TEXT_CLASS[variant]}>{toast.text}</Toast.Body>}
            </Toast>
          );
        })}
      </ToastContainer>
    </ToastContext.Provider>
  );
}
