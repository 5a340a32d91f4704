import { readFileSync } from 'node:fs';

/** Resident memory of a process in MB (/proc/<pid>/status VmRSS); NaN when the line is missing. */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** A running RSS sampler: the first sample (MB), the highest so far, and stop (answers the peak). */
export type RssWatch = { base: number; peak: () => number; stop: () => number };

/**
 * Samples the RSS of process `pid` every `everyMs` milliseconds until stopped; the peak includes a
 * sample taken at the start and one at the first stop, so a run shorter than `everyMs` still has
 * both ends; later stops answer the same peak.
 */
export function watchRss(pid: number, everyMs: number): RssWatch {
  const base = rssMb(pid);
  let peak = base;
  const sample = () => {
    peak = Math.max(peak, rssMb(pid));
  };
  const timer = setInterval(sample, everyMs);
  let stopped = false;
  return {
    base,
    peak: () => peak,
    stop: () => {
      if (stopped) return peak; // a second stop (e.g. in a finally) after the process is gone
      stopped = true;
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

/** Resident and peak resident memory of `pid` in MB (/proc/<pid>/status VmRSS, VmHWM). */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)![1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * CPU time (user + system, ms, 10 ms resolution) process `pid` has used, from /proc/<pid>/stat:
 * what a piece of work cost whatever else the machine runs; NaN when it cannot be read.
 */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in 1/100 s (USER_HZ)
  } catch {
    return Number.NaN;
  }
}
