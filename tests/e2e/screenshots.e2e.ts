/**
 * The Exchange page at desktop (1280 px) and phone (375 px) widths, in English and Thai, kept as
 * test artifacts in tests/e2e/artifacts/screenshots. Each shot is taken once the prices show and,
 * for Thai, once the page really is in Thai, so a shot never captures a half-loaded page.
 */
import path from "node:path";
import { expect } from "@playwright/test";
import { test } from "./support/fixtures";
import { acceptCookies, connectWallet, openExchange } from "./support/app";
import { text } from "./support/texts";

const SHOTS = path.join(__dirname, "artifacts", "screenshots");
const LANGUAGES = [
  { lang: "en", locale: "en-US" },
  { lang: "th", locale: "th-TH" },
] as const;
const WIDTHS = [1280, 375] as const;

for (const { lang, locale } of LANGUAGES) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale });
    for (const width of WIDTHS) {
      test(`the Exchange page at ${width} px, before and after connecting a wallet`, async ({ page, wallet }) => {
        await page.setViewportSize({ width, height: width > 768 ? 900 : 812 });
        await openExchange(page, lang);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.getByRole("table", { name: text(lang, "market:prices_title") })).toBeVisible();
        // The wallet fixture is installed before the page loads; the connected shot below uses it.
        expect(wallet.address).toMatch(/^0x[0-9a-f]{40}$/);
        await page.screenshot({ path: path.join(SHOTS, `exchange-${lang}-${width}.png`), fullPage: true });
        await acceptCookies(page, lang);
        await connectWallet(page, lang);
        await page.screenshot({ path: path.join(SHOTS, `exchange-connected-${lang}-${width}.png`), fullPage: true });
      });
    }
  });
}
