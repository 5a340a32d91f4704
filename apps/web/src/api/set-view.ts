import { type Locale, ViewResponse } from '@kits/contract';
import { api } from '@/lib/api-client';

/**
 * PUT auth/view (docs/rules.md#version-switch), managers only: view the app as the version of
 * `locale`, or null to follow the address again. Answers the stored view.
 */
export async function setView(locale: Locale | null) {
  const { view_locale } = await api('auth/view', { method: 'PUT', body: { locale }, schema: ViewResponse });
  return view_locale;
}
