import type { ReactNode } from 'react';
import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The two tabs of the counterparty service (docs/rules.md#routes /services/counterparty): the
 * requests inbox and the counterparties list. `badge` stands beside "Requests" (the count of new ones).
 */
export function CounterpartyTabs({ badge }: { badge?: ReactNode }) {
  const { t } = useTranslation('layout');
  return (
    <Nav variant="tabs" className="mb-4" as="nav" aria-label={t('pages.counterparty.title')}>
      <Nav.Item>
        <Nav.Link as={NavLink} to={paths.counterparty.getHref()} end>
          {t('pages.counterparty.requests')}
          {badge}
        </Nav.Link>
      </Nav.Item>
      <Nav.Item>
        <Nav.Link as={NavLink} to={paths.counterparties.getHref()}>
          {t('pages.counterparty.list')}
        </Nav.Link>
      </Nav.Item>
    </Nav>
  );
}
