import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical axe violations of the page, or of the part matching `include` (a CSS selector),
 * one readable line each: rule, help text and up to three offending elements.
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  // Colours are judged as they end: a dialog fading in (opacity from 0) has, mid-way, too little contrast. Animations
  // that never end (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (selector) => {
    interface AxeResult {
      violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
    }
    const axe = (window as unknown as { axe: { run: (context?: unknown) => Promise<AxeResult> } }).axe;
    const result = await (selector ? axe.run({ include: [selector] }) : axe.run());
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')})`,
      );
  }, include ?? null);
}
