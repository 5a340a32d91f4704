import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** Statuses with their own titled messages (docs/rules.md#error-statuses: error.404, error.429). */
const OWN_MESSAGE = new Set([404, 429]);

/** Text of an unmatched route (docs/rules.md#error-page). */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

export type ErrorPageProps = { status?: number; message?: string };

/**
 * The error page of docs/rules.md#spec-2, docs/rules.md#spec-8: 404 and 429 show their own title and text; any other status
 * (default 500) shows 'Произошла системная ошибка' with the error message. All have a 'на главную'
 * button. It is a plain link (a full load), so a broken client state does not survive it.
 */
export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  const own = OWN_MESSAGE.has(status);
  const title = own ? t(`error.${status}.title`) : t('error.system.title');
  // 404 and 429 speak the interface language only: the spec's sentence for an unmatched route
  // (NOT_FOUND_MESSAGE) is the English text of error.404 — the Russian page shows no English line.
  const text = own ? t(`error.${status}.text`) : message || t('error.system.text');
  return (
    <Container as="section" className="py-5 text-center" style={{ maxWidth: 640 }}>
      <title>{`${title} — ${t('common:brand')}`}</title>
      <p className="display-1 fw-bold text-body-tertiary mb-2" aria-hidden="true">
        {status}
      </p>
      <h1 className="h3 mb-3">{title}</h1>
      <p className="text-body-secondary mb-4">{text}</p>
      <Button as="a" href={paths.home.getHref()} variant="primary">
        {t('common:toHome')}
      </Button>
    </Container>
  );
}
