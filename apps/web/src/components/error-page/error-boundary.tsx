import { Component, type ErrorInfo, type ReactNode } from 'react';
import i18n from '@/lib/i18n';

type Props = { children: ReactNode };
type State = { error: Error | null };

/**
 * docs/rules.md#spec-8: a failure while the error page itself renders shows a minimal message with the details
 * and a link home. Deliberately plain: no layout, no hooks, texts through the i18n instance with
 * built-in fallbacks, so it works even when the rest of the page does not.
 */
export class ErrorPageBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('error page failed to render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const t = (key: string, fallback: string) => (i18n.isInitialized ? i18n.t(key, fallback) : fallback);
    return (
      <div
        role="alert"
        style={{ maxWidth: 640, margin: '3rem auto', padding: '0 1rem', fontFamily: 'sans-serif' }}
      >
        <h1 style={{ fontSize: '1.5rem' }}>
          {t('errors:error.fallback.title', 'An error occurred while showing the error page')}
        </h1>
        <details open>
          <summary>{t('errors:error.fallback.details', 'Details')}</summary>
          <pre style={{ whiteSpace: 'pre-wrap' }}>{error.stack ?? error.message}</pre>
        </details>
        <a href="/">{t('common:toHome', 'to home')}</a>
      </div>
    );
  }
}
