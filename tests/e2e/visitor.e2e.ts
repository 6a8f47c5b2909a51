/** A visitor without wallet or account: prices, the Buy and Sell shortcuts, and accessibility. */
import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/a11y";
import { acceptCookies, openExchange } from "./support/app";
import { stackInfo } from "./support/stack-info";
import { text } from "./support/texts";

test.describe("a visitor on the Exchange page", () => {
  test("sees the listed tokens with their prices", async ({ page }) => {
    await openExchange(page);
    const table = page.getByRole("table", { name: "Token prices" });
    await expect(table).toBeVisible();
    for (const code of ["ETH", "DAI", "USDC", "USDT", "WBTC"]) {
      const row = table.getByRole("row").filter({ has: page.getByRole("cell", { name: new RegExp(`\\b${code}\\b`) }) }).first();
      await expect(row.getByRole("button", { name: /^Buy/ })).toBeVisible();
      await expect(row.getByRole("button", { name: /^Sell/ })).toBeVisible();
    }
    // The pools were seeded at 3000 USD per ether: the row shows a price of that order, not a placeholder.
    const eth = table.getByRole("row").filter({ has: page.getByRole("cell", { name: /\bETH\b/ }) }).first();
    await expect(eth).toContainText(/\b[23],?\d{3}(\.\d+)?\b/);
  });

  test("Buy and Sell open the trading card with the default pair", async ({ page }) => {
    await openExchange(page);
    const table = page.getByRole("table", { name: "Token prices" });
    const row = (code: string) => table.getByRole("row").filter({ has: page.getByRole("cell", { name: new RegExp(`\\b${code}\\b`) }) }).first();
    await row("WBTC").getByRole("button", { name: /^Buy/ }).click();
    await expect(page.getByRole("button", { name: "From token: ETH" })).toBeVisible();
    await expect(page.getByRole("button", { name: "To token: WBTC" })).toBeVisible();
    await row("LINK").getByRole("button", { name: /^Sell/ }).click();
    await expect(page.getByRole("button", { name: "From token: LINK" })).toBeVisible();
    await expect(page.getByRole("button", { name: "To token: ETH" })).toBeVisible();
  });

  test("switches to Thai with the TH button, and the choice outlives a reload", async ({ page }) => {
    await openExchange(page);
    const th = (lang: "en" | "th") =>
      page.getByRole("group", { name: text(lang, "common:language") }).getByRole("button", { name: `TH ${text(lang, "common:language_th")}` });
    await expect(th("en")).toHaveAttribute("aria-pressed", "false");
    await th("en").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "th");
    await expect(page.getByRole("table", { name: text("th", "market:prices_title") })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("table", { name: text("th", "market:prices_title") })).toBeVisible();
    await expect(th("th")).toHaveAttribute("aria-pressed", "true");
  });

  test("finds no serious or critical accessibility violation, on the page and in the token dialog", async ({ page }) => {
    await openExchange(page);
    await expect(page.getByRole("table", { name: "Token prices" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await acceptCookies(page);
    await page.getByRole("button", { name: "From token: ETH" }).click();
    const modal = page.getByRole("dialog", { name: "Select a token" });
    await expect(modal).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The dialog traps focus and Escape closes it, returning focus to the opener.
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(page.getByRole("button", { name: "From token: ETH" })).toBeFocused();
  });

  test("offers Back to top once scrolled past 700 px, and it brings the page back up", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await openExchange(page);
    await expect(page.getByRole("table", { name: "Token prices" })).toBeVisible();
    const backToTop = page.getByRole("button", { name: "Back to top" });
    await expect(backToTop).toBeHidden();
    const scrollAndSettle = (y: number) => page.evaluate((to) => new Promise((done) => { window.scrollTo(0, to); requestAnimationFrame(() => requestAnimationFrame(done)); }), y);
    await scrollAndSettle(600);
    await expect(backToTop).toBeHidden();
    await scrollAndSettle(900);
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  });

  test("gets the scripts of its first load with V8's compile hint", async ({ page }) => {
    // web/vite.config.mts marks the entry, the Exchange page and their static imports for eager
    // compilation: index.html's entry script and preloads, and the Exchange page's chunk.
    const scripts = new Map<string, string>();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (/^\/assets\/.+\.js$/.test(url.pathname)) void response.text().then((body) => scripts.set(url.pathname, body), () => undefined);
    });
    await openExchange(page);
    const html = await (await page.request.get(`${stackInfo().api}/`)).text();
    const firstLoad = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(firstLoad.length).toBeGreaterThan(1);
    await expect.poll(() => firstLoad.filter((file) => !scripts.has(file))).toEqual([]);
    const exchangePage = [...scripts.keys()].filter((file) => file.startsWith("/assets/exchange-page-"));
    expect(exchangePage).toHaveLength(1);
    for (const file of [...firstLoad, ...exchangePage]) expect(scripts.get(file)?.startsWith("//# allFunctionsCalledOnLoad\n"), file).toBe(true);
  });

  test("loads without a Content-Security-Policy violation", async ({ page }) => {
    // The server's CSP forbids eval and inline scripts: a violation means some code tried one
    // (zod probes eval unless it is configured jitless before its first schema).
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`));
    });
    await openExchange(page);
    await expect(page.getByRole("table", { name: "Token prices" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});
