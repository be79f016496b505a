import type { Page } from '@playwright/test';
import { expect, open, test } from '../support/fixtures.ts';
import { openPortal } from '../support/portal-session.ts';

// Each test opens its own pages and changes nothing another reads: both workers share them.
test.describe.configure({ mode: 'parallel' });

const publicPages = ['/', '/contact', '/klantenportaal'];

/** Directive name → its sources, from a Content-Security-Policy header. */
const directives = (csp: string): Map<string, string[]> =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  );

/**
 * Collects every Content Security Policy complaint of a page: the console errors the browser writes
 * and the securitypolicyviolation events the document fires (also for what the console leaves out).
 */
const watchPolicyViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
};

test.describe('security headers', () => {
  for (const path of publicPages) {
    test(`${path} answers a nonce-based CSP without inline script, HSTS, nosniff and no framing`, async ({
      page,
    }) => {
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const csp = directives(headers['content-security-policy'] ?? '');
      const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).not.toContain('*');
      expect(scripts.some((source) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(source))).toBe(true);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toMatch(
        /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
      );

      // A fresh nonce for every answer: one seen once cannot be reused.
      const again = directives((await page.request.get(path)).headers()['content-security-policy'] ?? '');
      expect(again.get('script-src')).not.toEqual(scripts);
    });

    test(`${path} loads and hydrates without a CSP violation`, async ({ page }) => {
      const violations = await watchPolicyViolations(page);
      await open(page, path);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }

  test('a portal page after login loads without a CSP violation', async ({ page, apiUrl }) => {
    const violations = await watchPolicyViolations(page);
    await openPortal(page, apiUrl, '/klantenportaal/dashboard');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('the API answers JSON with a CSP that allows nothing, HSTS, nosniff and no framing', async ({
    request,
    apiUrl,
  }) => {
    const response = await request.get(`${apiUrl}/health`);
    const headers = response.headers();
    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });
});
