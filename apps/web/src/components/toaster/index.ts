export { type ToastOptions, type ToastVariant, useToast } from './toast-context';
export { ToasterProvider } from './toaster';
export { useFailureToast } from './use-failure-toast';
