import { LOCALES, type Locale } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { setView } from '@/api/set-view';
import { NavDropdown } from '@/components/lazy-overlay';
import { appConfig, applyView, hostConfig } from '@/lib/app-config';

/**
 * Views the app as `locale`'s version on the server (PUT auth/view; the address's own locale
 * clears the view), then reloads the page in it (docs/rules.md#version-switch).
 */
export async function switchView(locale: Locale | null, reload = () => window.location.reload()) {
  const view = locale === hostConfig.locale ? null : locale;
  applyView(await setView(view), reload);
}

/**
 * The language/version switch of docs/rules.md#header, for managers only: ru is the Russian
 * version, en the European one, pl and rs the European one in Polish and Serbian number formats.
 * The choice is kept on the server, so every route, tab and reload serves that version
 * (docs/rules.md#version-switch). `reload` is injectable for tests.
 */
export function VersionSwitch({ reload }: { reload?: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <NavDropdown
      id="version-switch"
      align="end"
      title={
        <>
          <span className="visually-hidden">{t('version.label')}: </span>
          {appConfig.locale.toUpperCase()}
        </>
      }
    >
      <NavDropdown.Header>{t('version.label')}</NavDropdown.Header>
      {LOCALES.map((locale) => (
        <NavDropdown.Item
          key={locale}
          as="button"
          active={appConfig.locale === locale}
          onClick={() => void switchView(locale, reload)}
        >
          {t(`version.names.${locale}`)}
        </NavDropdown.Item>
      ))}
      <NavDropdown.Divider />
      <NavDropdown.ItemText className="version-switch__note small text-body-secondary">
        {t('version.tooltip')}
      </NavDropdown.ItemText>
    </NavDropdown>
  );
}
