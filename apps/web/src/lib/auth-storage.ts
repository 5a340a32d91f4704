import { AUTH_STORAGE_PREFIX } from '@kits/contract';

/** Bearer token storage under the spec's prefixes (docs/rules.md#constants): `auth._token.local`. */
const TOKEN_KEY = `${AUTH_STORAGE_PREFIX.auth}${AUTH_STORAGE_PREFIX.token}local`;
const REDIRECT_KEY = `${AUTH_STORAGE_PREFIX.auth}redirect`;

export const authStorage = {
  getToken: (): string | null => localStorage.getItem(TOKEN_KEY),
  setToken: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
  /** The path asked for before login (docs/rules.md#auth-flow); only safe paths are ever restored. */
  getRedirect: (): string | null => sessionStorage.getItem(REDIRECT_KEY),
  setRedirect: (path: string) => sessionStorage.setItem(REDIRECT_KEY, path),
  clearRedirect: () => sessionStorage.removeItem(REDIRECT_KEY),
};
