import type { Locale } from '@kits/contract';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { hostConfig } from '@/lib/app-config';
import { switchView } from './version-switch';

/**
 * The notice of docs/rules.md#version-switch, a strip under the header's bar: a manager viewing
 * another version than the address's sees which one is shown, with one click back to their own —
 * the address's version. A view of the address's own version changes nothing: no strip then (it
 * would name one version twice). `shown`: the view /auth/me reports (the server's truth, also
 * before the page's reload into it). `reload` is injectable for tests.
 */
export function VersionBadge({ shown, reload }: { shown: Locale; reload?: () => void }) {
  const { t } = useTranslation('layout');
  if (shown === hostConfig.locale) return null;
  return (
    <div className="version-badge w-100 bg-warning-subtle border-top border-warning-subtle small">
      <Container fluid="xxl" className="d-flex flex-wrap align-items-center gap-2 py-1">
        <span>{t('version.viewing', { version: t(`version.names.${shown}`) })}</span>
        <Button
          size="sm"
          variant="outline-dark"
          className="py-0"
          onClick={() => void switchView(null, reload)}
        >
          {t('version.back', { version: t(`version.names.${hostConfig.locale}`) })}
        </Button>
      </Container>
    </div>
  );
}
