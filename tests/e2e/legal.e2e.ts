/**
 * The legal documents: the legal page in English and Thai with its anchors (reached from Register's
 * links), the decentralized-exchange risk notice on the exchange page until dismissed, and a new
 * terms version asked for before the next trade. axe at 375 px; screenshots at 1280 and 375 px.
 */
import path from "node:path";
import type { Page } from "@playwright/test";
import { createAccountApi } from "../../adapters/http-client/account.api";
import { createApiClient } from "../../adapters/http-client/api-client";
import { LEGAL_LIBRARY } from "../../adapters/legal/legal-documents";
import { REWARD_NAMES } from "../../core/account/rewards";
import { TEST_CAPTCHA } from "../support/trader-accounts";
import { seriousViolations } from "./support/a11y";
import { acceptCookies, dialog, exchangeButton, openExchange, swapAfterLoggingIn } from "./support/app";
import { expect, test } from "./support/fixtures";
import { stackInfo } from "./support/stack-info";

const SHOTS = path.join(__dirname, "artifacts", "screenshots");
const inLanguage = (page: Page, lang: "en" | "th") => page.addInitScript((value) => window.localStorage.setItem("user-lang", value), lang);

for (const lang of ["en", "th"] as const) {
  test(`the legal page in ${lang}: every document with its version, the connected exchanges, axe clean at 375 px`, async ({ page }) => {
    await inLanguage(page, lang);
    await page.goto(`${stackInfo().api}/terms`);
    await acceptCookies(page, lang);
    for (const kind of ["terms", "privacy", "aml", "risk", "dex-risk", "service-quality"] as const) {
      const document = LEGAL_LIBRARY[kind][lang];
      await expect(page.getByRole("heading", { level: 2, name: document.title, exact: true })).toBeVisible();
      await expect(page.getByTestId(`legal-version-${kind}`)).toContainText(document.version);
    }
    // The connected exchanges come from the deployment's venues, through the API.
    await expect(page.getByTestId("connected-exchanges").getByRole("listitem")).not.toHaveCount(0);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 768 ? 900 : 812 });
      await page.screenshot({ path: path.join(SHOTS, `legal-${lang}-${width}.png`), fullPage: true });
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("Register's links to the privacy policy and the AML policy land on their sections", async ({ page }) => {
  await page.goto(`${stackInfo().api}/register`);
  await acceptCookies(page);
  for (const [name, anchor, title] of [
    ["privacy policy", "privacy", LEGAL_LIBRARY.privacy.en.title],
    ["AML policy", "aml", LEGAL_LIBRARY.aml.en.title],
  ] as const) {
    // The form's acceptance box (the line under the social buttons links to the same sections).
    await page.getByRole("main").locator("form").getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/terms#${anchor}$`));
    const heading = page.getByRole("heading", { level: 2, name: title, exact: true });
    await expect(heading).toBeInViewport();
    await page.goBack();
  }
  // The risk acknowledgement form has its anchor too.
  await page.goto(`${stackInfo().api}/terms#risk`);
  await expect(page.getByRole("heading", { level: 2, name: LEGAL_LIBRARY.risk.en.title, exact: true })).toBeInViewport();
});

test("the decentralized-exchange risk notice shows on the exchange page until dismissed", async ({ page }) => {
  await openExchange(page);
  await acceptCookies(page);
  const notice = page.getByTestId("dex-risk-notice");
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: "Read the risk notice" })).toHaveAttribute("href", "/terms#dex-risk");
  await notice.getByRole("button", { name: "I understand, hide this notice" }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByLabel("From amount", { exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId("dex-risk-notice")).toBeHidden();
});

test.describe("a new terms version", () => {
  test.use({ walletChoice: { accountIndex: 2 } });

  test("is asked for before the next trade, and accepted from the alert", async ({ page, wallet }) => {
    // An account whose register page showed the previous versions: the versions in force are newer.
    const email = `legal-${Date.now()}@kulswap-tests.example.com`;
    const api = createAccountApi(createApiClient({ baseUrl: `${stackInfo().api}/v1/api`, getToken: () => null }));
    const registered = await api.register({
      email,
      password: "Trader#2026tests",
      isSubscribeNews: false,
      acceptedTerms: true,
      legalVersions: { terms: "0.9", privacy: "0.9" },
      language: "en",
      captchaToken: TEST_CAPTCHA,
    });
    expect(registered.isOk()).toBe(true);
    // The congratulations modal was seen on an earlier visit: it does not cover the alert.
    const login = (await api.logIn({ email, password: "Trader#2026tests", rememberMe: false, captchaToken: TEST_CAPTCHA }))._unsafeUnwrap();
    if (login.kind !== "SESSION") throw new Error("a new account has no 2FA");
    const signedIn = createAccountApi(createApiClient({ baseUrl: `${stackInfo().api}/v1/api`, getToken: () => login.accessToken }));
    (await signedIn.clearRewardFlags(REWARD_NAMES.map((name) => ({ name, options: { isOpenCongratsModal: false } }))))._unsafeUnwrap();

    await swapAfterLoggingIn(page, { email, password: "Trader#2026tests", id: "", token: "" });

    const alert = dialog(page, "Before you can trade");
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("listitem")).toHaveText([/^Confirm your email/, /^Verify your identity/, /^Take the suitability test/, /^Take the knowledge test/, /^Accept the new terms/]);
    await expect(alert.getByRole("link", { name: "Read the terms" })).toHaveAttribute("href", "/terms#terms");
    await alert.getByRole("button", { name: "I accept the new versions" }).click();
    await expect(alert).toBeHidden();

    await exchangeButton(page, "Swap").click();
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("listitem")).toHaveText([/^Confirm your email/, /^Verify your identity/, /^Take the suitability test/, /^Take the knowledge test/]);
    expect(wallet.calls).not.toContain("eth_sendTransaction");
  });
});
