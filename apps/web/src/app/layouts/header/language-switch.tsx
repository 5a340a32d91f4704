import NavDropdown from 'react-bootstrap/NavDropdown';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/lib/app-config';
import { changeLanguage } from '@/lib/i18n';

/** Interface languages a manager can switch to (pl and rs reuse English, docs/rules.md#spec-1). */
const LANGUAGES = ['ru', 'en'] as const;
/** sessionStorage key of a manager's chosen interface language, restored on reload in this tab. */
export const UI_LANGUAGE_KEY = 'ui.language';

/** The interface language to start in: the one a manager chose in this tab, else the version's locale. */
export const savedUiLanguage = (): string => sessionStorage.getItem(UI_LANGUAGE_KEY) ?? appConfig.locale;

/**
 * The language/version switch of docs/rules.md#header, for managers only. It switches the interface
 * language (and X-Localization); the version — main store, currency, prices — comes from the address
 * (docs/rules.md#decisions-4), which the tooltip explains.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('layout');
  const choose = (language: string) => {
    sessionStorage.setItem(UI_LANGUAGE_KEY, language);
    void changeLanguage(language);
  };
  return (
    <OverlayTrigger
      placement="left"
      overlay={
        <Tooltip id="language-switch-tip">
          {t('language.tooltip', { version: t(`language.versions.${appConfig.version}`) })}
        </Tooltip>
      }
    >
      <NavDropdown
        id="language-switch"
        title={
          <>
            <span className="visually-hidden">{t('language.label')}: </span>
            {i18n.language.toUpperCase()}
          </>
        }
      >
        <NavDropdown.Header>{t('language.label')}</NavDropdown.Header>
        {LANGUAGES.map((language) => (
          <NavDropdown.Item
            key={language}
            as="button"
            active={i18n.language === language}
            onClick={() => choose(language)}
          >
            {t(`language.names.${language}`)}
          </NavDropdown.Item>
        ))}
      </NavDropdown>
    </OverlayTrigger>
  );
}
