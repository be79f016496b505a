import type { Page } from '@playwright/test';

export interface LayoutShift {
  value: number;
  /** The elements that moved, as the start of their HTML. */
  sources: string[];
}

/**
 * The layout shifts of the current document so far that count towards CLS (not right after input),
 * from the browser's buffer of 'layout-shift' entries.
 */
export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) => {
        type ShiftEntry = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        };
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(
            (list.getEntries() as ShiftEntry[])
              .filter((entry) => !entry.hadRecentInput)
              .map((entry) => ({
                value: entry.value,
                sources: (entry.sources ?? []).map((source) =>
                  source.node instanceof Element
                    ? source.node.outerHTML.slice(0, 120)
                    : String(source.node?.nodeName),
                ),
              })),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // Without any shift the observer is never called.
        setTimeout(() => resolve([]), 500);
      }),
  );

/** The sum of the shifts' values: the page's CLS when they fall in one session window. */
export const totalShift = (shifts: LayoutShift[]): number =>
  shifts.reduce((sum, shift) => sum + shift.value, 0);

/** Runs the page's scripts `rate` times slower, as on a modest phone (Chromium only). */
export const slowDownCpu = async (page: Page, rate: number): Promise<void> => {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
};
