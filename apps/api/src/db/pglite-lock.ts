import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One process per embedded database folder (docs/operations.md#backups-and-restore): PGlite has no
 * lock of its own, and two processes on one folder lose updates. The process that opens
 * DATA_DIR/pglite writes its pid to DATA_DIR/pglite.lock and removes it when it closes; another
 * process (a second server, `npm run admin:create`, `npm run db:backup`) finding a live pid there is
 * refused with this error. A lock left by a killed process (its pid is gone) is taken over.
 */
export class PgliteInUseError extends Error {
  constructor(
    readonly pid: number,
    lockFile: string,
  ) {
    super(
      `the embedded database is open in process ${pid} (a running server?): PGlite can be opened by one process only — stop that process first, or use PostgreSQL (DATABASE_URL) to work on a running server. If no such process runs, delete ${lockFile}.`,
    );
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid holding `dataDir`'s embedded database, or null when none (or a dead one). */
export function pgliteHolder(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Takes `dataDir`'s lock for this process; answers its release. @throws PgliteInUseError */
export function lockPgliteFolder(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'pglite.lock');
  const holder = pgliteHolder(dataDir);
  if (holder !== null) throw new PgliteInUseError(holder, lockFile);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile, `${process.pid}\n`);
  return () => {
    try {
      if (Number(readFileSync(lockFile, 'utf8').trim()) === process.pid) rmSync(lockFile, { force: true });
    } catch {
      // Already gone.
    }
  };
}
