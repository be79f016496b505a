import { test as base, expect, type Page } from '@playwright/test';

/** Opens a page of the site and waits until React has made it interactive. */
export const open = async (page: Page, path: string) => {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor();
  return response;
};

/** `page` opens the site under test; `apiUrl` is the API it talks to. */
export const test = base.extend<{ apiUrl: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern
  baseURL: async ({}, use) => {
    await use(process.env.SITE_URL);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from this pattern
  apiUrl: async ({}, use) => {
    await use(process.env.API_URL ?? '');
  },
});

export { expect };
