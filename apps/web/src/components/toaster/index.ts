export { useFailureToast, useSuccessToast } from './call-toasts';
export { type ToastOptions, type ToastVariant, useToast } from './toast-context';
export { ToasterProvider } from './toaster';
