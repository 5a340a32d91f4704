/** Types of build-server.mjs (plain JS so `npm start` runs it without a TypeScript loader). */
import type { BuildOptions } from 'esbuild';

export declare const root: string;
export declare const serverBundle: string;
export declare function newestMtime(file: string): number;
export declare function serverBundleStale(): boolean;
export declare function workerEntries(folder?: string): string[];
export declare function bundleOptions(): BuildOptions;
export declare function buildServer(): Promise<void>;
export declare const BUNDLED_PACKAGES: readonly string[];
export declare function packageOf(specifier: string): string;
