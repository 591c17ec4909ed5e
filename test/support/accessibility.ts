import AxeBuilder from '@axe-core/playwright';
import { Page } from 'playwright-core';

/** One axe rule broken on one page, with the elements that break it. */
export interface Violation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * One rule that cannot apply to the elements inside `within`, and why. Every other rule runs on every
 * element, whatever its impact (minor and moderate included): a page is clean only when axe reports nothing.
 */
const EXEMPTIONS: { rule: string; within: string; reason: string }[] = [
  {
    rule: 'region',
    within: '.MuiTooltip-popper[role="tooltip"]',
    reason:
      "MUI opens a hovered control's tooltip at the end of <body>, outside every landmark; it is the control's own " +
      'description (aria-describedby or its name), not page content anyone navigates to, and shows only while the ' +
      'pointer rests on the control',
  },
];

/** Whether the element axe names by `target` lies inside an element that an exemption of `rule` names. */
async function isExempt(page: Page, rule: string, target: string[]): Promise<boolean> {
  const selectors = EXEMPTIONS.filter((e) => e.rule === rule).map((e) => e.within);
  // A target of several parts points into a frame or shadow root, which no exemption covers.
  if (!selectors.length || target.length !== 1) return false;
  return page.evaluate(([element, within]) => within.some((s) => document.querySelector(element)?.closest(s)), [
    target[0],
    selectors,
  ] as const);
}

/** Every axe violation of the page as it is now, of any impact. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  // axe.run in the page itself (the portal has no cross-origin frames), every rule run, only the violations coming
  // back whole. The default opens a blank page per check to merge each frame's partial results, and returns every
  // node each rule passed or could not decide: Playwright serializes and validates all of it, which was most of a
  // journey's CPU (measured on operator-content: 112 s of CPU before, see docs/performance.md, "The test suite").
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const violations: Violation[] = [];
  for (const v of result.violations) {
    const targets: string[] = [];
    for (const node of v.nodes) {
      const target = node.target.map(String);
      if (await isExempt(page, v.id, target)) continue;
      // MUI's generated class names change with every build and say nothing about the element.
      targets.push(target.join(' ').replace(/\.css-[\w-]+/g, ''));
    }
    if (targets.length) violations.push({ rule: v.id, impact: v.impact ?? 'unknown', help: v.help, targets });
  }
  return violations;
}

function describe(violations: Violation[]): string {
  return violations
    .map((v) => `- ${v.rule} (${v.impact}): ${v.help} [${v.targets.slice(0, 5).join(' | ')}]`)
    .join('\n');
}

/**
 * Fails on any accessibility violation of the current page, whatever its impact. A page that is still loading its
 * chunk shows only a spinner: the check waits (up to 10 s) for the page's main landmark and its level-one heading,
 * so it judges the page rather than the spinner; a page that never gets them fails on those rules.
 */
export async function expectAccessible(page: Page): Promise<void> {
  for (const selector of ['main, [role="main"]', 'h1, [role="heading"][aria-level="1"]'])
    await page
      .locator(selector)
      .first()
      .waitFor({ state: 'attached', timeout: 10_000 })
      .catch(() => undefined);
  const violations = await axeViolations(page);
  if (violations.length) throw new Error(`accessibility violations on ${page.url()}:\n${describe(violations)}`);
}

/**
 * Accessibility checks that do not stop the journey: each page's violations are collected (one
 * entry per rule, with its elements and pages), and `assertClean()` — the journey's last test —
 * fails listing all of them, so that one run reports every page at once.
 */
export function a11yCollector() {
  const failures = new Map<string, { impact: string; help: string; targets: Set<string>; paths: Set<string> }>();
  return {
    async check(page: Page): Promise<void> {
      const path = new URL(page.url()).pathname;
      for (const v of await axeViolations(page)) {
        const entry = failures.get(v.rule) ?? { impact: v.impact, help: v.help, targets: new Set(), paths: new Set() };
        for (const t of v.targets) entry.targets.add(t);
        entry.paths.add(path);
        failures.set(v.rule, entry);
      }
    },
    assertClean(): void {
      if (!failures.size) return;
      const lines = [...failures.entries()].map(
        ([rule, { impact, help, targets, paths }]) =>
          `- ${rule} (${impact}): ${help}\n    elements: ${[...targets].slice(0, 8).join(' | ')}\n    pages: ${[...paths].slice(0, 8).join(', ')}${paths.size > 8 ? ` and ${paths.size - 8} more` : ''}`,
      );
      throw new Error(`accessibility violations:\n${lines.join('\n')}`);
    },
  };
}
