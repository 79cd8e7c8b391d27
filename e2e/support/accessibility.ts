import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { pathOf } from './journey';

/** axe's browser bundle, injected as a script: the page's CSP allows it because contexts bypass CSP. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA, plus axe's best practices (landmarks, one h1, heading order). */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** What fails a journey: a person using a screen reader or with low vision is blocked, not inconvenienced. */
const BLOCKING = new Set(['critical', 'serious']);

export interface Violation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** axe's reason for the first element, e.g. the contrast it measured and the colours. */
  detail: string;
}

/** Every axe violation on the page as it stands (all impacts), for the figures and for the check. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    type Axe = {
      run(context: Document, options: object): Promise<{ violations: AxeViolation[] }>;
    };
    type AxeViolation = {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: unknown[]; failureSummary?: string }[];
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
      detail: (violation.nodes[0]?.failureSummary ?? '').split('\n').slice(1).join(' ').trim(),
    }));
  }, RULE_TAGS);
}

/** One line per violation: rule, impact and the elements it names, so a failure says what to fix where. */
export const describeViolations = (where: string, violations: Violation[]) =>
  violations
    .map(
      (v) =>
        `${where}: ${v.impact} ${v.rule} (${v.help}) at ${v.targets.slice(0, 5).join(', ')}${v.detail ? ` — ${v.detail}` : ''}`,
    )
    .join('\n');

/**
 * Fails when axe finds a critical or serious violation on the page; `label` names the page and width in
 * the message (e.g. 'user centre 390'). Moderate and minor findings are left to the report in the docs.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const blocking = (await axeViolations(page)).filter((violation) => BLOCKING.has(violation.impact));
  if (blocking.length > 0) {
    const width = page.viewportSize()?.width ?? 0;
    throw new Error(
      `axe: ${blocking.length} blocking violation(s)\n${describeViolations(`${label} ${pathOf(page)} @${width}px`, blocking)}`,
    );
  }
}
