import type { ReactNode } from 'react';
import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export type Crumb = { label: string; href: string };

/** The menus a page may sit under: the services (staff) and the profile (its services). */
export type PageSection = 'services' | 'profile';

/**
 * A page's breadcrumb (home › its section's menu (`under`) › parents › this page), its h1 and the
 * document title. `children` go to the right of the heading (actions).
 */
export function PageHeader({
  title,
  under,
  parents = [],
  children,
}: {
  title: string;
  under?: PageSection;
  parents?: Crumb[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const crumbs: Crumb[] = [
    { label: t('common:home'), href: paths.home.getHref() },
    ...(under ? [{ label: t(`layout:pages.${under}.title`), href: paths[under].getHref() }] : []),
    ...parents,
  ];
  return (
    <header className="mb-4">
      <title>{`${title} — ${t('common:brand')}`}</title>
      <Breadcrumb listProps={{ className: 'small mb-2' }} aria-label={t('common:breadcrumb')}>
        {crumbs.map((crumb) => (
          <Breadcrumb.Item key={crumb.href} linkAs={Link} linkProps={{ to: crumb.href }}>
            {crumb.label}
          </Breadcrumb.Item>
        ))}
        <Breadcrumb.Item active>{title}</Breadcrumb.Item>
      </Breadcrumb>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h1 className="h3 mb-0">{title}</h1>
        {children}
      </div>
    </header>
  );
}
