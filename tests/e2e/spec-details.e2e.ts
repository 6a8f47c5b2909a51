import { expect } from "@playwright/test";
import { test } from "./support/fixtures";
import { seriousViolations } from "./support/a11y";
import { openExchange } from "./support/app";
import { stackInfo } from "./support/stack-info";

const ROUTES = ["/", "/about", "/terms", "/login", "/register", "/forgot-password", "/leaderboard"] as const;

test("at 375 px the logo link is named KUL Swap and axe finds nothing serious on the main routes", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openExchange(page);
  for (const route of ROUTES) {
    await page.goto(`${stackInfo().api}${route}`);
    await expect(page.getByRole("link", { name: "KUL Swap", exact: true })).toBeVisible();
    await expect(page.locator("main h1, main [role=heading]").first()).toBeVisible({ timeout: 30_000 });
    expect({ route, violations: await seriousViolations(page) }).toEqual({ route, violations: [] });
  }
});
