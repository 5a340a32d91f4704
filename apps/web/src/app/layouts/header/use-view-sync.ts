import { displayLocale, type User } from '@kits/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appConfig, applyView, savedView, UI_LANGUAGE_KEY } from '@/lib/app-config';
import i18n, { changeLanguage } from '@/lib/i18n';

/**
 * Keeps the page in step with /auth/me (docs/rules.md#version-switch, docs/rules.md#display-locale):
 * when the server's view differs from the page's copy (chosen in another browser, another user
 * signed in, signed out) the copy is replaced and the page reloads in the right version; otherwise
 * the interface switches to the locale the user reads in — the view, else the user's own locale
 * when it belongs to this version (a Polish shop's pl), else the version's.
 */
export function useViewSync(me: UseQueryResult<User | null>) {
  const user = me.data;
  useEffect(() => {
    if (user === undefined) return;
    const view = user?.view_locale ?? null;
    if (view !== savedView()) {
      applyView(view);
      return;
    }
    const wanted = view ?? (user ? displayLocale(user.locale, appConfig.version) : appConfig.locale);
    if (i18n.language === wanted) return;
    sessionStorage.setItem(UI_LANGUAGE_KEY, wanted);
    void changeLanguage(wanted);
  }, [user]);
}
