/**
 * axe-core in the page under test: the rules of WCAG 2.2 levels A and AA, or any other choice
 * of rules. The source is evaluated through the debugging protocol, once per
 * document: the site's policy allows no inline script.
 */
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

const axeSource = (createRequire(__filename)('axe-core') as { source: string }).source;

/** The tags of WCAG 2.2 level A and AA (every rule axe has for them). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeWindow = { axe?: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } };

/** Runs axe on the page as it is now (or on the part `within`); the raw results. */
export async function runAxe(
  page: Page,
  options: RunOptions,
  within = 'html',
): Promise<AxeResults> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) {
    await page.evaluate(axeSource);
  }
  return page.evaluate(
    ([selector, opts]) => (window as AxeWindow).axe!.run({ include: [selector] }, opts),
    [within, options] as const,
  );
}

/** One line per element axe finds at fault: `rule: target (first words of its message)`. */
export function describeViolations(results: AxeResults): string[] {
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${node.target.join(' ')} — ${(node.failureSummary ?? violation.help)
          .replace(/\s+/g, ' ')
          .slice(0, 200)}`,
    ),
  );
}

/**
 * What the WCAG 2.2 AA rules find on the page as it is now (or on the part `within`, a CSS
 * selector), one line per element.
 */
export async function wcagViolations(page: Page, within = 'html'): Promise<string[]> {
  const results = await runAxe(
    page,
    { runOnly: { type: 'tag', values: WCAG_AA_TAGS }, resultTypes: ['violations'] },
    within,
  );
  return describeViolations(results);
}
