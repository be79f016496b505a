/**
 * A small fixed-window budget per visitor address, in this site process: the newsletter endpoint
 * is open to anyone, and behind it the API sees only the site's own address.
 */
export const visitorBudget = (points: number, windowMs: number) => {
  const windows = new Map<string, { start: number; used: number }>();
  return (address: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } => {
    if (windows.size > 10_000) {
      for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
    }
    const window = windows.get(address);
    if (!window || now - window.start >= windowMs) {
      windows.set(address, { start: now, used: 1 });
      return { allowed: true, retryAfterSeconds: 0 };
    }
    window.used += 1;
    return {
      allowed: window.used <= points,
      retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)),
    };
  };
};
