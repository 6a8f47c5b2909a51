/** axe-core in the page: the accessibility violations a real screen-reader user would trip on. */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** One violation, trimmed to what a failing test message needs. */
export type Violation = Readonly<{ id: string; impact: string | null; help: string; targets: string[] }>;

/**
 * Runs axe with its default rule set (WCAG 2.x A/AA and best practices; experimental rules stay
 * off, as in axe's own tools) on the page as it is, and returns serious and critical violations.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // Colours are judged as they end up: a toast or dialog still fading in has a partial opacity,
  // which axe would measure as low contrast. Finite animations are awaited (spinners run forever).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.then(() => undefined, () => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') rightly refuses inline tags.
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
  });
  return found.filter((v) => v.impact === "serious" || v.impact === "critical");
}
