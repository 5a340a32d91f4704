import { isManager, isWarehouseLevel, type User } from '@kits/contract';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCategories } from '@/api/get-categories';
import { useMe } from '@/api/get-me';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { BuyerHome } from '@/features/buyer-home/components/buyer-home';
import { useUpdatesLogModal } from '@/features/updates-log/components/updates-log-context';
import { num } from '@/lib/format';
import { AboutSection } from './about-section';
import { HomeAddToBasket, HomeAutoOrder } from './home-actions';

type Shortcut = { key: string; href: string };

/** The shortcuts a user's roles allow (docs/rules.md#spec-6). */
function shortcutsFor(user: User): Shortcut[] {
  const list: Shortcut[] = [{ key: 'catalog', href: paths.catalog.getHref() }];
  if (isWarehouseLevel(user)) list.push({ key: 'basket', href: paths.basket.getHref() });
  if (isWarehouseLevel(user)) list.push({ key: 'orders', href: paths.orders.getHref() });
  list.push({ key: 'favourites', href: `${paths.catalog.getHref()}?favourites=1` });
  list.push({ key: 'profile', href: paths.profile.getHref() });
  if (isWarehouseLevel(user)) list.push({ key: 'export', href: paths.export.getHref() });
  if (isManager(user)) list.push({ key: 'services', href: paths.services.getHref() });
  return list;
}

function CategoryLinks() {
  const { t } = useTranslation('home');
  const categories = useCategories();
  if (categories.isPending) return <p className="text-body-secondary">{t('common:loading')}</p>;
  if (categories.isError) return <p className="text-danger">{t('layout:nav.categoriesFailed')}</p>;
  return (
    <Row xs={2} md={3} xl={4} className="g-2">
      {categories.data.map((category) => (
        <Col key={category.id}>
          <Link
            to={paths.category.getHref(category.slug)}
            className="d-block h-100 border rounded p-3 text-decoration-none bg-body shadow-sm home-category"
          >
            <span className="fw-semibold">{category.displayed_name}</span>
            {category.children.length > 0 && (
              <span className="d-block small text-body-secondary">
                {t('subcategories', {
                  count: category.children.length,
                  formatted: num(category.children.length),
                })}
              </span>
            )}
          </Link>
        </Col>
      ))}
    </Row>
  );
}

/** A staff member's view of customer `?counterparty=` (docs/home.md#who-sees-what); null otherwise. */
function useViewedCounterparty(user: User): number | null {
  const [search] = useSearchParams();
  const id = Number(search.get('counterparty'));
  return isManager(user) && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The buyer's home figures (docs/home.md) with what the page composes into them: the basket and
 * the auto order for the user's own outlets (ordering rights), none for staff viewing a customer.
 */
function ReorderSection({ user }: { user: User }) {
  const counterparty = useViewedCounterparty(user);
  const orders = isWarehouseLevel(user) && counterparty === null;
  return (
    <BuyerHome
      counterparty={counterparty}
      enabled={counterparty !== null || !isManager(user)}
      renderAdd={orders ? (line) => <HomeAddToBasket line={line} /> : undefined}
      renderAutoOrder={orders ? (outlet) => <HomeAutoOrder outlet={outlet} /> : undefined}
    />
  );
}

function UserHome({ user }: { user: User }) {
  const { t } = useTranslation('home');
  const updatesLog = useUpdatesLogModal();
  return (
    <>
      <section className="mb-5">
        <h1 className="h2 mb-1">{t('greeting', { name: user.fullname || user.username })}</h1>
        <p className="text-body-secondary mb-0">
          {t('currentStore', { store: user.current_store.name })}
          {user.discount > 0 && <> · {t('discount', { discount: num(user.discount, 0) })}</>}
        </p>
      </section>
      <ReorderSection user={user} />
      <section className="mb-5" aria-labelledby="home-categories">
        <div className="d-flex align-items-baseline justify-content-between mb-3">
          <h2 id="home-categories" className="h4 mb-0">
            {t('categories')}
          </h2>
          <Link to={paths.catalog.getHref()}>{t('layout:nav.allCategories')}</Link>
        </div>
        <CategoryLinks />
      </section>
      <section className="mb-5" aria-labelledby="home-shortcuts">
        <h2 id="home-shortcuts" className="h4 mb-3">
          {t('shortcuts')}
        </h2>
        <Row xs={1} sm={2} lg={4} className="g-3">
          {shortcutsFor(user).map((item) => (
            <Col key={item.key}>
              <Card className="h-100 shadow-sm">
                <Card.Body>
                  <Card.Title as="h3" className="h6">
                    <Link to={item.href} className="stretched-link text-decoration-none">
                      {t(`links.${item.key}.title`)}
                    </Link>
                  </Card.Title>
                  <Card.Text className="small text-body-secondary">{t(`links.${item.key}.text`)}</Card.Text>
                </Card.Body>
              </Card>
            </Col>
          ))}
          <Col>
            <Card className="h-100 shadow-sm">
              <Card.Body>
                <Card.Title as="h3" className="h6">
                  <Button
                    variant="link"
                    className="p-0 border-0 align-baseline stretched-link text-decoration-none"
                    style={{ fontSize: 'inherit', lineHeight: 'inherit' }}
                    onClick={updatesLog.open}
                  >
                    {t('links.whatsNew.title')}
                  </Button>
                </Card.Title>
                <Card.Text className="small text-body-secondary">{t('links.whatsNew.text')}</Card.Text>
              </Card.Body>
            </Card>
          </Col>
        </Row>
      </section>
    </>
  );
}

function GuestHome() {
  const { t } = useTranslation('home');
  return (
    <section className="py-4 py-lg-5 mb-4 border-bottom">
      <h1 className="display-6 fw-semibold mb-3">{t('guestTitle')}</h1>
      <p className="lead text-body-secondary mb-4" style={{ maxWidth: 720 }}>
        {t('guestText')}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Link to={paths.login.getHref()} className="btn btn-primary btn-lg">
          {t('layout:nav.login')}
        </Link>
        <Link to={paths.registration.getHref()} className="btn btn-outline-primary btn-lg">
          {t('requestAccess')}
        </Link>
      </div>
    </section>
  );
}

/**
 * Home (docs/rules.md#routes /): a greeting, what to reorder per outlet (docs/home.md), the categories
 * and shortcuts for users; an introduction for guests.
 */
export function HomeRoute() {
  const { t } = useTranslation('home');
  const me = useMe();
  if (me.isPending) return <PageSpinner />;
  return (
    <>
      <title>{t('common:brand')}</title>
      {me.data ? <UserHome user={me.data} /> : <GuestHome />}
      <AboutSection />
    </>
  );
}
