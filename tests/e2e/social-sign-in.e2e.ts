/**
 * Social sign-in in the browser through the local Google and Facebook issuer the stack trusts
 * (its authorization pages stand in for the providers'): a visitor signs in with Google from the
 * login dialog and lands logged in; a new user signs up with Facebook from an invite link, the
 * sign-up records the acceptance of the policies stated under the buttons, and the inviter sees
 * them at level 1; an answer whose state was tampered with is refused with a clear
 * message and nobody is logged in; Cancel on the provider's page leads back quietly. axe checks the dialog and the callback page; screenshots at 1280
 * and 375 px in English and Thai go to tests/e2e/artifacts/screenshots.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "./support/fixtures";
import { acceptCookies, dialog, openExchange } from "./support/app";
import { seriousViolations } from "./support/a11y";
import { stackInfo } from "./support/stack-info";
import { text, type Lang } from "./support/texts";
import { activeAccount } from "./support/users";

const SHOTS = path.join(__dirname, "artifacts", "screenshots");

async function shots(page: Page, name: string, lang: Lang): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 768 ? 900 : 812 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${lang}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** On the issuer's page: who to be, then Continue; `tamper` changes the state the page sends back. */
async function approveAtIssuer(page: Page, provider: "Google" | "Facebook", who: Readonly<{ email: string; name: string }>, tamper = false): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: provider === "Google" ? "Sign in with Google" : "Log in with Facebook" })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Name").fill(who.name);
  if (tamper) await page.locator('input[name="state"]').evaluate((input: HTMLInputElement) => (input.value = `${input.value.slice(0, -4)}AAAA`));
  await page.getByRole("button", { name: "Continue" }).click();
}

test("a visitor signs in with Google from the login dialog and lands logged in where they were", async ({ page }) => {
  test.setTimeout(120_000);
  const visitor = { email: `g-${randomUUID().slice(0, 8)}@kulswap-tests.example.com`, name: "Pim Google" };
  await openExchange(page);
  await acceptCookies(page);
  await page.getByRole("banner").getByRole("button", { name: text("en", "common:log_in"), exact: true }).click();
  const login = dialog(page, text("en", "account:log_in"));
  await expect(login).toBeVisible();
  const google = login.getByRole("button", { name: text("en", "account:continue_google") });
  await expect(google).toBeEnabled();
  await expect(login.getByRole("button", { name: text("en", "account:continue_facebook") })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, "login-dialog-social", "en");
  await google.click();

  await expect(page).toHaveURL(/\/google\/authorize\?/);
  const request = new URL(page.url()).searchParams;
  expect([request.get("response_type"), request.get("scope"), request.get("redirect_uri")]).toEqual(["id_token", "openid email profile", `${stackInfo().api}/social-callback`]);
  expect(request.get("state")?.length).toBeGreaterThanOrEqual(43);
  expect(request.get("nonce")?.length).toBeGreaterThanOrEqual(43);
  await approveAtIssuer(page, "Google", visitor);

  await expect(page.getByRole("button", { name: text("en", "account:account_menu", { name: visitor.name }) })).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe("/");
  // The tokens never stay in the address bar or the history.
  expect(new URL(page.url()).hash).toBe("");
  await page.reload();
  await expect(page.getByRole("button", { name: text("en", "account:account_menu", { name: visitor.name }) })).toBeVisible({ timeout: 30_000 });
});

test("a new user signs up with Facebook through an invite link; the inviter sees them at level 1", async ({ browser }) => {
  test.setTimeout(180_000);
  const origin = stackInfo().api;
  const inviter = await activeAccount("en");
  const profile = await fetch(`${origin}/v1/api/user/profile`, { headers: { authorization: `Bearer ${inviter.token}` } });
  const { referralCode } = (await profile.json()) as { referralCode: string };
  expect(referralCode).toMatch(/^[0-9A-Z]{8}$/);

  const friend = { email: `fb-${randomUUID().slice(0, 8)}@kulswap-tests.example.com`, name: "Nok Facebook" };
  const friendContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const friendPage = await friendContext.newPage();
  await friendPage.goto(`${origin}/register?ref=${referralCode}`);
  await expect(friendPage.getByRole("heading", { level: 1, name: text("en", "account:register_title") })).toBeVisible({ timeout: 45_000 });
  await acceptCookies(friendPage);
  await expect(friendPage.getByTestId("register-referral")).toContainText(referralCode);
  // The line under the buttons says that continuing accepts the three policies, each a link.
  const terms = friendPage.getByRole("main").getByTestId("social-terms");
  await expect(terms.getByRole("link")).toHaveCount(3);
  await friendPage.getByRole("main").getByRole("button", { name: text("en", "account:continue_facebook") }).click();
  await expect(friendPage).toHaveURL(/\/facebook\/dialog\/oauth\?/);
  await approveAtIssuer(friendPage, "Facebook", friend);
  await expect(friendPage.getByRole("button", { name: text("en", "account:account_menu", { name: friend.name }) })).toBeVisible({ timeout: 30_000 });
  // The sign-up recorded that acceptance, with the versions in force, as a registration by email does.
  const token = (await friendContext.cookies()).find((c) => c.name === "kul_accessToken")?.value ?? "";
  const friendProfile = (await (await fetch(`${origin}/v1/api/user/profile`, { headers: { authorization: `Bearer ${decodeURIComponent(token)}` } })).json()) as {
    legal: { current: { terms: string; privacy: string }; accepted: { terms: string; privacy: string } | null };
  };
  expect(friendProfile.legal.accepted).toMatchObject(friendProfile.legal.current);
  await friendContext.close();

  const inviterContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await inviterContext.newPage();
  await page.goto(`${origin}/referral-program#section-referral-data`);
  await expect(page).toHaveURL(/\/login\?next=ReferralProgram/, { timeout: 45_000 });
  await acceptCookies(page);
  const main = page.getByRole("main");
  await main.getByLabel(text("en", "account:email")).fill(inviter.email);
  await main.getByLabel(text("en", "account:password"), { exact: true }).fill(inviter.password);
  await main.getByRole("button", { name: text("en", "account:log_in"), exact: true }).click();
  const level1 = page.getByTestId("referral-level-1");
  await expect(level1).toContainText(friend.email, { timeout: 30_000 });
  await expect(level1).toContainText(text("en", "referral:invitee_reward", { amount: "5 KUL" }));
  await expect(page.getByTestId("referral-total")).toHaveText("5 KUL");
  await inviterContext.close();
});

for (const lang of ["en", "th"] as const) {
  test(`an answer whose state was tampered with is refused with a clear message, and nobody is logged in (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await openExchange(page);
    await acceptCookies(page);
    if (lang === "th") {
      await page.getByRole("button", { name: /^TH / }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "th");
    }
    await page.getByRole("banner").getByRole("button", { name: text(lang, "common:log_in"), exact: true }).click();
    await dialog(page, text(lang, "account:log_in")).getByRole("button", { name: text(lang, "account:continue_google") }).click();
    await approveAtIssuer(page, "Google", { email: `tamper-${randomUUID().slice(0, 8)}@kulswap-tests.example.com`, name: "Mallory" }, true);

    await expect(page.getByRole("heading", { level: 1, name: text(lang, "account:social_callback_failed_title") })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("alert")).toHaveText(text(lang, "errors:SOCIAL_STATE_INVALID"));
    await expect(page.getByRole("banner").getByRole("button", { name: text(lang, "common:log_in"), exact: true })).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === "kul_accessToken")).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, "social-callback-refused", lang);
  });
}

test("cancelling on the provider's page brings the visitor back where they were, with no error", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${stackInfo().api}/leaderboard`);
  await acceptCookies(page);
  await page.getByRole("banner").getByRole("button", { name: text("en", "common:log_in"), exact: true }).click();
  await dialog(page, text("en", "account:log_in")).getByRole("button", { name: text("en", "account:continue_facebook") }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Log in with Facebook" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stackInfo().api.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/leaderboard$`), { timeout: 30_000 });
  await expect(page.getByRole("banner").getByRole("button", { name: text("en", "common:log_in"), exact: true })).toBeVisible();
  await expect(page.getByText(text("en", "errors:SOCIAL_SIGN_IN_FAILED"))).toHaveCount(0);
});
