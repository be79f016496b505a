import { expect, type Page, type Request } from '@playwright/test';

export interface Overflow {
  /** How far the document scrolls sideways (scrollWidth − innerWidth). */
  scroll: number;
  /** Visible elements that reach past the left or right edge of the viewport, as tag#id.class "text". */
  outside: string[];
}

/**
 * What sticks out sideways on the page as it is now: the document's horizontal scroll and every
 * visible element (at least 2 px wide and high) whose box reaches past the viewport's edges. An
 * element inside a box that clips it (overflow other than visible) counts only for the part that
 * box shows.
 */
export const overflowOf = (page: Page): Promise<Overflow> =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const root = document.scrollingElement ?? document.documentElement;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const className =
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${className} "${text}"`;
    };
    const outside: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) continue;
      let left = rect.left;
      let right = rect.right;
      // Clipped by an ancestor that does not let it overflow.
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.clipPath !== 'none') {
          const box = parent.getBoundingClientRect();
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
      }
      if (right - left < 2) continue;
      if (right > width + 0.5 || left < -0.5)
        outside.push(`${describe(element)} [${Math.round(left)}…${Math.round(right)}]`);
    }
    // Text outside any element of its own (a bare amount in a cell) is checked line by line.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !(node.textContent ?? '').trim()) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width < 2) continue;
        let left = rect.left;
        let right = rect.right;
        for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX !== 'visible' || style.clipPath !== 'none') {
            const clip = box.getBoundingClientRect();
            left = Math.max(left, clip.left);
            right = Math.min(right, clip.right);
          }
        }
        if (right - left >= 2 && (right > width + 0.5 || left < -0.5))
          outside.push(
            `text "${(node.textContent ?? '').trim().slice(0, 40)}" in ${describe(parent)} [${Math.round(left)}…${Math.round(right)}]`,
          );
      }
    }
    return { scroll: root.scrollWidth - width, outside };
  });

/** A request that stays open by design: a server-sent event stream (the chat's). */
const isStream = (request: Request) => request.headers().accept === 'text/event-stream';

/** The requests of each page still waiting for their answer, event streams left out. */
const pending = new WeakMap<Page, Set<Request>>();

/**
 * Follows a page's requests from now on, so that `settle` can wait for quiet on pages that hold an
 * event stream open (where Playwright's `networkidle` never comes). Call it before the first visit.
 */
export const followRequests = (page: Page) => {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (!isStream(request)) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  pending.set(page, open);
};

/** Half a second without a request waiting, as `networkidle`, but not counting event streams. */
const quiet = async (page: Page, open: Set<Request>) => {
  await page.waitForLoadState('load');
  let quietSince = Date.now();
  while (Date.now() - quietSince < 500) {
    if (open.size > 0) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
};

/** Waits until the lists have loaded: placeholders have other widths than what fills them. */
export const settle = async (page: Page) => {
  const open = pending.get(page);
  if (open) await quiet(page, open);
  else await page.waitForLoadState('networkidle');
  // The domain page's screenshot takes longest.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
};

export const expectNoOverflow = async (page: Page, what: string) => {
  const overflow = await overflowOf(page);
  expect(
    { scroll: overflow.scroll, outside: overflow.outside.slice(0, 12) },
    `${what}: nothing sticks out sideways`,
  ).toEqual({ scroll: 0, outside: [] });
};

/** The page that is open at another width, laid out again without loading it anew. */
export const resizeTo = async (page: Page, width: number, height = 800) => {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise(requestAnimationFrame));
};
