import { readFile } from 'node:fs/promises';

/** Resident size now and at its peak, from the kernel's view of the process. */
export const memoryOf = async (child) => {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  const field = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
  return { rss: field('VmRSS') * 1024, peak: field('VmHWM') * 1024 };
};
export const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
