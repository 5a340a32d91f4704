import { isSafeRedirectPath } from '@kits/contract';
import { paths } from '@/config/paths';

/** Query parameter of /login carrying the path asked for before login (docs/rules.md#auth-flow). */
export const REDIRECT_PARAM = 'redirect';

const LOGIN_PATHS: readonly string[] = [paths.login.path, paths.legacyLogin.path];

/**
 * The path to remember when a guard sends a visitor to /login: the full location (path, query,
 * hash), or nothing when it is unsafe or a login page itself (no loops).
 */
export function rememberedPath(location: {
  pathname: string;
  search?: string;
  hash?: string;
}): string | undefined {
  const path = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  if (LOGIN_PATHS.includes(location.pathname) || path === paths.home.path) return undefined;
  return isSafeRedirectPath(path) ? path : undefined;
}

/**
 * Where to go after login (docs/rules.md#redirect-path): the remembered path only when it is a valid relative path
 * (`isSafeRedirectPath`) and not a login page; home otherwise.
 */
export function redirectAfterLogin(remembered: string | null | undefined): string {
  if (!remembered || !isSafeRedirectPath(remembered)) return paths.home.getHref();
  const pathname = remembered.replace(/[?#].*$/, '');
  return LOGIN_PATHS.includes(pathname) ? paths.home.getHref() : remembered;
}
