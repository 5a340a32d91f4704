import { AUTH_STORAGE_PREFIX } from '@kits/contract';

/** Bearer token storage under the spec's prefixes (spec §9): `auth._token.local`. */
const TOKEN_KEY = `${AUTH_STORAGE_PREFIX.auth}${AUTH_STORAGE_PREFIX.token}local`;
const REDIRECT_KEY = `${AUTH_STORAGE_PREFIX.auth}redirect`;

export const authStorage = {
  getToken: (): string | null => localStorage.getItem(TOKEN_KEY),
  setToken: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
  /** The path asked for before login (spec §4 Auth); only safe paths are ever restored. */
  getRedirect: (): string | null => sessionStorage.getItem(REDIRECT_KEY),
  setRedirect: (path: string) => sessionStorage.setItem(REDIRECT_KEY, path),
  clearRedirect: () => sessionStorage.removeItem(REDIRECT_KEY),
};
