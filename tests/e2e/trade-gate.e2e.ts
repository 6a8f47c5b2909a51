/**
 * The router's trading gate seen from the web app (the stack deploys it on, as `kul up` does): the
 * page still takes the trader for eligible, but by the time the trade is confirmed the account no
 * longer may trade (its email moved to an address not confirmed yet). The server refuses the
 * authorization, nothing goes to the wallet, and the exchange alert lists what is missing, in
 * English and Thai, at 1280 and 375 px (screenshots).
 */
import path from "node:path";
import { TEST_CAPTCHA, traderAccounts } from "../support/trader-accounts";
import { seriousViolations } from "./support/a11y";
import { dialog, exchangeButton, swapAfterLoggingIn } from "./support/app";
import { expect, test } from "./support/fixtures";
import { stackInfo } from "./support/stack-info";
import { text, type Lang } from "./support/texts";
import { eligibleAccount, type TestAccount } from "./support/users";
import type { Page } from "@playwright/test";

test.use({ walletChoice: { accountIndex: 3 } });
const SHOTS = path.join(__dirname, "artifacts", "screenshots");

/** Moves the account to a new, unconfirmed address through the API: from now on it may not trade. */
async function unconfirmEmail(account: TestAccount): Promise<void> {
  const accounts = traderAccounts({ origin: stackInfo().api, operator: () => stackInfo().operator });
  const moved = await accounts.ports(account.token).account.changeEmail({ email: `moved-${account.email}`, captchaToken: TEST_CAPTCHA, reauth: { password: account.password } });
  if (moved.isErr()) throw new Error(`change email: ${JSON.stringify(moved.error)}`);
  expect(moved.value.isActive).toBe(false);
}

/**
 * The alert the refusal opens: the confirm step is answered first when the flow shows it (the page
 * still takes the trader for eligible), so the server is asked for the authorization and refuses.
 */
async function refusedAlert(page: Page, lang: Lang) {
  const alert = dialog(page, text(lang, "exchange:alert_title"));
  const confirm = dialog(page, text(lang, "exchange:confirm_title"));
  await expect(alert.or(confirm)).toBeVisible({ timeout: 30_000 });
  if (await confirm.isVisible()) await confirm.getByRole("button", { name: text(lang, "exchange:confirm_swap") }).click();
  await expect(alert).toBeVisible({ timeout: 30_000 });
  return alert;
}

test("an account that may no longer trade is refused at the gate after confirming: the alert lists what is missing, and nothing is sent", async ({ page, wallet }) => {
  test.setTimeout(180_000);
  const account = await eligibleAccount();
  await swapAfterLoggingIn(page, account);
  // The page loaded the profile of an eligible trader: the flow goes to the confirm step.
  await expect(dialog(page, "Confirm swap")).toBeVisible();
  await unconfirmEmail(account);

  for (const lang of ["en", "th"] as const) {
    if (lang === "th") {
      // In Thai the trader tries again: refused the same way (or alerted at once, once the page read the profile again).
      await page.getByRole("button", { name: /^TH / }).click();
      await exchangeButton(page, text("th", "exchange:swap")).click();
    }
    const alert = await refusedAlert(page, lang);
    // The same ordered list as the alert before the flow: here only the email is missing.
    await expect(alert.getByRole("listitem")).toHaveCount(1);
    await expect(alert.getByRole("listitem").first()).toContainText(text(lang, "exchange:requirement_CONFIRM_EMAIL"));
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 768 ? 900 : 812 });
      // Nothing is cut off or scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: path.join(SHOTS, `trade-gate-refused-${lang}-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
    await alert.getByRole("button", { name: text(lang, "exchange:done") }).click();
    await expect(alert).toBeHidden();
  }
  // The refusal came before anything reached the wallet's network: no transaction was sent.
  expect(wallet.calls).not.toContain("eth_sendTransaction");
  await expect(page.getByLabel(text("th", "exchange:from_amount"), { exact: true })).toHaveValue("0.1");
});
