import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The rules every axe run of the browser tests applies: WCAG 2.2 A and AA, axe's best practices and
 * its experimental rules (label-content-name-mismatch and others that are off by default).
 */
export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
  'experimental',
];

/** An axe run over the page with the rules above; narrow it with .include(selector). */
export const axe = (page: Page) => new AxeBuilder({ page }).withTags(AXE_TAGS);

/** The findings of a run, one readable line each: an empty list is a pass. */
export const axeFindings = async (builder: AxeBuilder): Promise<string[]> =>
  (await builder.analyze()).violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
