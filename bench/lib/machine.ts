import os from 'node:os';

/** One line describing where the numbers were taken. */
export function machineLine(extra: string[] = []): string {
  const cpus = os.cpus();
  const cpu = `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}`;
  const memory = `${Math.round(os.totalmem() / 2 ** 30)} GiB RAM`;
  return [cpu, memory, `${os.type()} ${os.release()}`, `Node ${process.version}`, ...extra].join(', ');
}

/** The 1-minute load average, to read the numbers against (other work on a shared machine skews them). */
export const loadLine = () =>
  `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores when the run started`;

/** Today as YYYY-MM-DD. */
export const today = () => new Date().toISOString().slice(0, 10);
