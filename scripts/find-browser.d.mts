/** Types of find-browser.mjs (plain JS so `npm test` runs it without a TypeScript loader). */
export declare const CHROMIUM_ARGS: string[];
export declare const SYSTEM_BROWSERS: string[];
export declare const NO_BROWSER_MESSAGE: string;
export type FoundBrowser = { path: string; source: 'env' | 'system' | 'playwright' };
export declare function findBrowser(options?: {
  env?: Record<string, string | undefined>;
  candidates?: string[];
  bundled?: () => Promise<string | null>;
  download?: (() => boolean) | null;
}): Promise<FoundBrowser | null>;
