/**
 * The referral link end to end (issue 21): an inviter logs in and finds the invite link, its QR
 * code, share buttons and copy on the referral page; a friend opens the link in another browser,
 * the code is kept in the `ref` cookie for 24 hours and sent with the registration, the friend
 * confirms the email from the outbox and connects a Google account from the profile, through the
 * sign-in page of the local stand-in issuer the stack trusts; the inviter then sees 5 KUL and the friend at level 1. axe checks the page;
 * screenshots at 1280 and 375 px in English and Thai go to tests/e2e/artifacts/screenshots.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "./support/fixtures";
import { acceptCookies } from "./support/app";
import { seriousViolations } from "./support/a11y";
import { stackInfo } from "./support/stack-info";
import { text, type Lang } from "./support/texts";
import { activeAccount, confirmationLink } from "./support/users";

const SHOTS = path.join(__dirname, "artifacts", "screenshots");
const HOUR_MS = 3_600_000;

async function shots(page: Page, name: string, lang: Lang): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 768 ? 900 : 812 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${lang}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

test("a friend registers through the invite link and connects Google; the inviter sees the reward and the friend at level 1", async ({ browser }) => {
  test.setTimeout(240_000);
  const origin = stackInfo().api;
  const inviter = await activeAccount("en");
  const inviterContext = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"], viewport: { width: 1280, height: 900 } });
  const page = await inviterContext.newPage();
  let link = new URL("about:blank");
  let code = "";

  await test.step("the inviter logs in through the guard and finds the invite link, its QR code and share buttons", async () => {
    await page.goto(`${origin}/referral-program#section-referral-data`);
    await expect(page).toHaveURL(/\/login\?next=ReferralProgram/, { timeout: 45_000 });
    await acceptCookies(page);
    const main = page.getByRole("main");
    await main.getByLabel(text("en", "account:email")).fill(inviter.email);
    await main.getByLabel(text("en", "account:password"), { exact: true }).fill(inviter.password);
    await main.getByRole("button", { name: text("en", "account:log_in"), exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: text("en", "referral:title") })).toBeVisible({ timeout: 30_000 });
    const field = page.getByLabel(text("en", "referral:link_label"), { exact: true });
    link = new URL(await field.inputValue());
    code = link.searchParams.get("ref") ?? "";
    expect(link.pathname).toBe("/register");
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    await expect(page.getByTestId("referral-code")).toHaveText(code);

    const qr = page.getByRole("img", { name: text("en", "referral:qr_alt") });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([200, 200]);
    const download = page.getByRole("link", { name: text("en", "referral:qr_download") });
    await expect(download).toHaveAttribute("href", /^data:image\/png;base64,/);
    await expect(download).toHaveAttribute("download", `referral-${code}.png`);

    const encoded = encodeURIComponent(link.toString());
    await expect(page.getByRole("link", { name: new RegExp(text("en", "referral:share_facebook")) })).toHaveAttribute("href", `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    await expect(page.getByRole("link", { name: new RegExp(text("en", "referral:share_linkedin")) })).toHaveAttribute("href", `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    await expect(page.getByRole("link", { name: /Share on X/ })).toHaveAttribute("href", new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${encoded.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));

    await page.getByRole("button", { name: text("en", "referral:copy") }).click();
    await expect(page.locator("#ref-copy-state")).toHaveText(text("en", "referral:copied"));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.toString());
    await expect(page.getByText(text("en", "referral:next_level_other", { count: "11", level: "2" }))).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  const friend = { email: `friend-${randomUUID().slice(0, 8)}@kulswap-tests.example.com`, password: "Friend#2026ok" };
  const friendContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const friendPage = await friendContext.newPage();

  await test.step("the friend opens the link: the code is kept for 24 hours and sent with the registration", async () => {
    // The server builds the link on its web origin; the same path and query on the stack's origin.
    await friendPage.goto(`${origin}${link.pathname}${link.search}`);
    await expect(friendPage.getByRole("heading", { level: 1, name: text("en", "account:register_title") })).toBeVisible({ timeout: 45_000 });
    await acceptCookies(friendPage);
    await expect(friendPage.getByTestId("register-referral")).toContainText(code);
    const ref = (await friendContext.cookies()).find((c) => c.name === "kul_ref");
    expect(ref?.value).toBe(code);
    expect(Math.abs((ref?.expires ?? 0) * 1000 - (Date.now() + 24 * HOUR_MS))).toBeLessThan(HOUR_MS / 6);

    // The cookie, not the address, carries the code to the form: open the page again without it.
    await friendPage.goto(`${origin}/register`);
    await expect(friendPage.getByTestId("register-referral")).toContainText(code);
    const main = friendPage.getByRole("main");
    await main.getByLabel(text("en", "account:email")).fill(friend.email);
    await main.getByLabel(text("en", "account:password"), { exact: true }).fill(friend.password);
    await main.getByLabel(text("en", "account:confirm_password")).fill(friend.password);
    await main.getByRole("checkbox", { name: /I accept the/ }).check();
    await main.getByRole("button", { name: text("en", "account:register_submit") }).click();
    await expect(friendPage).toHaveURL(/\/register\/status$/, { timeout: 30_000 });
  });

  await test.step("the friend confirms the email from the outbox and connects a Google account from the profile", async () => {
    const confirm = await confirmationLink({ ...friend, id: "", token: "" });
    await friendPage.goto(`${origin}${confirm.pathname}${confirm.search}`);
    await expect(friendPage.getByRole("status").filter({ hasText: text("en", "account:confirm_email_success") })).toBeVisible({ timeout: 30_000 });
    await friendPage.goto(`${origin}/profile#section-social-connect`);
    // The registration reward's congratulations come first, once.
    const congrats = friendPage.getByRole("dialog", { name: text("en", "account:congrats_title") });
    await expect(congrats).toBeVisible({ timeout: 45_000 });
    await congrats.getByRole("button", { name: "OK", exact: true }).click();
    await expect(congrats).toBeHidden();
    const connect = friendPage.getByRole("button", { name: text("en", "profile:social_connect", { provider: "Google" }) });
    await expect(connect).toBeEnabled({ timeout: 45_000 });
    await connect.click();
    // The local issuer's page stands in for Google's.
    await expect(friendPage.getByRole("heading", { level: 1, name: "Sign in with Google" })).toBeVisible({ timeout: 30_000 });
    await friendPage.getByLabel("Email").fill(friend.email);
    await friendPage.getByLabel("Name").fill("Friend");
    await friendPage.getByRole("button", { name: "Continue" }).click();
    await expect(friendPage).toHaveURL(/\/profile#section-social-connect$/, { timeout: 30_000 });
    await expect(friendPage.locator("#section-social-connect")).toContainText(text("en", "profile:social_connected_as", { name: friend.email }));
    await expect(friendPage.locator("#section-social-connect")).toContainText(text("en", "profile:social_unlink", { provider: "Google" }));
  });

  await test.step("the inviter sees 5 KUL and the friend at level 1", async () => {
    await page.reload();
    const level1 = page.getByTestId("referral-level-1");
    await expect(level1).toContainText(friend.email, { timeout: 30_000 });
    await expect(level1).toContainText(text("en", "referral:invitee_reward", { amount: "5 KUL" }));
    await expect(page.getByTestId("referral-total")).toHaveText("5 KUL");
    await expect(page.getByText(text("en", "referral:next_level_other", { count: "10", level: "2" }))).toBeVisible();
    await expectNoSeriousViolations(page);
    await shots(page, "referral-program", "en");
  });

  await test.step("in Thai", async () => {
    await page.getByRole("button", { name: /^TH / }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "th");
    await expect(page.getByRole("heading", { level: 1, name: text("th", "referral:title") })).toBeVisible();
    await expect(page.getByTestId("referral-level-1")).toContainText(friend.email);
    await expectNoSeriousViolations(page);
    await shots(page, "referral-program", "th");
  });

  await friendContext.close();
  await inviterContext.close();
});
