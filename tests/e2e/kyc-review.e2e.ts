/**
 * The KYC summary and its edit form in the browser: a user whose KYC was submitted is asked by
 * the operator (the real `kul admin kyc` CLI) to correct two topics, fixes them in the edit form
 * (a wrong value first, then a re-upload), and after approval sees Verified and the 500 KUL
 * congratulations. Also: the status panel of every status, the page's routing for visitors,
 * inactive and UNVERIFIED users, axe on the page, screenshots at 1280 and 375 px in both languages.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "./support/fixtures";
import { acceptCookies } from "./support/app";
import { seriousViolations } from "./support/a11y";
import { operatorKul } from "./support/operator-cli";
import { E2E_PARTNER_PLATFORM_URL } from "./stack/configured-links";
import { stackInfo } from "./support/stack-info";
import { text, type Lang } from "./support/texts";
import { activeAccount, kycSubmittedAccount, registeredAccount, type TestAccount } from "./support/users";
import { samplePng } from "../../core/testing/sample-files";

const SHOTS = path.join(__dirname, "artifacts", "screenshots");

/** A text of a locale file by its dotted path (`kyc-summary:status.approved.title`). */
function say(lang: Lang, key: string, values: Readonly<Record<string, string>> = {}): string {
  const [ns, dotted] = key.split(":") as [string, string];
  const json = JSON.parse(readFileSync(path.resolve(__dirname, `../../locales/${lang}/${ns}.json`), "utf8")) as Record<string, unknown>;
  const raw = dotted.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], json);
  if (typeof raw !== "string") throw new Error(`locales/${lang}/${ns}.json has no text "${dotted}"`);
  return raw.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, v: string) => values[v] ?? `{{${v}}}`);
}

/** A field error as the form words it: the KYC wording when the `kyc` namespace has one, else the errors namespace. */
function fieldError(lang: Lang, code: string): string {
  try {
    return say(lang, `kyc:error_${code}`);
  } catch {
    return say(lang, `errors:${code}`);
  }
}

/** A whole PNG (chunks with their CRCs down to IEND): what the server's content check accepts. */
function png(size = 256): Buffer {
  return Buffer.from(samplePng({ size }));
}

/** Opens the summary as a visitor: the guard asks to log in with `next`, then lets the page decide. */
async function logInThroughGuard(page: Page, lang: Lang, account: TestAccount): Promise<void> {
  await page.goto(`${stackInfo().api}/summary-of-kyc`);
  await expect(page).toHaveURL(/\/login\?next=SummaryOfKYC$/, { timeout: 45_000 });
  await acceptCookies(page, lang);
  const main = page.getByRole("main");
  await main.getByLabel(text(lang, "account:email")).fill(account.email);
  await main.getByLabel(text(lang, "account:password"), { exact: true }).fill(account.password);
  await main.getByRole("button", { name: text(lang, "account:log_in"), exact: true }).click();
}

/** Logs in through the guard and lands back on the summary. */
async function logInToSummary(page: Page, lang: Lang, account: TestAccount): Promise<void> {
  await logInThroughGuard(page, lang, account);
  await expect(page).toHaveURL(/\/summary-of-kyc$/);
}

/** The status panel shows the status's tag, title and subtitle. */
async function expectStatus(page: Page, lang: Lang, status: "verifying" | "request_change" | "approved" | "rejected", tag: string): Promise<void> {
  const panel = page.getByRole("region", { name: say(lang, `kyc-summary:status.${status}.title`) });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText(say(lang, `account:kycStatus.${tag}`), { exact: true })).toBeVisible();
  await expect(panel.getByText(say(lang, `kyc-summary:status.${status}.subtitle`))).toBeVisible();
}

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 768 ? 900 : 812 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const SELFIE_NOTE = "Hold a note with today's date";
const ADDRESS_NOTE = "The postcode does not match the district";

/** Asks for changes on the selfie and the origin address, as the operator, with the real CLI. */
async function requestChange(account: TestAccount): Promise<void> {
  const done = await operatorKul([
    "admin", "kyc", "request-change", account.email,
    "--detail", `identification.selfIdentificationPicture=${SELFIE_NOTE}`,
    "--detail", `address.originAddress=${ADDRESS_NOTE}`,
  ]);
  expect(done).toMatchObject({ ok: true, kycStatus: "REQUEST_CHANGE" });
}

for (const lang of ["en", "th"] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: lang === "th" ? "th-TH" : "en-US" });

    test("the user corrects the two flagged topics, the operator approves, and the user sees Verified and 500 KUL", async ({ page }) => {
      const account = await kycSubmittedAccount(lang);
      await logInToSummary(page, lang, account);
      await expectStatus(page, lang, "verifying", "pending");
      await shots(page, `kyc-summary-verifying-${lang}`);

      await requestChange(account);
      await page.reload();
      await expectStatus(page, lang, "request_change", "incorrectInformation");
      const form = page.getByRole("region", { name: say(lang, "kyc-summary:edit.title") });
      const topics = form.getByRole("listitem");
      await expect(topics).toHaveCount(2);
      await expect(topics.nth(0).getByRole("heading", { name: new RegExp(say(lang, "kyc-summary:edit.topic_number", { number: "1" })) })).toBeVisible();
      await expect(topics.nth(0)).toContainText(SELFIE_NOTE);
      await expect(topics.nth(1).getByRole("heading", { name: new RegExp(say(lang, "kyc-summary:edit.topic_number", { number: "2" })) })).toBeVisible();
      await expect(topics.nth(1)).toContainText(ADDRESS_NOTE);
      // The partner platform is configured on this stack: its card links there in a new tab.
      const partner = page.getByRole("link", { name: new RegExp(say(lang, "kyc-summary:partner.link", { host: new URL(E2E_PARTNER_PLATFORM_URL).host })) });
      await expect(partner).toHaveAttribute("href", E2E_PARTNER_PLATFORM_URL);
      await expect(partner).toHaveAttribute("target", "_blank");
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `kyc-edit-${lang}`);

      // A wrong postcode is refused by the wizard's rule, the field is focused, and what was typed stays.
      const postcode = form.getByLabel(say(lang, "kyc:field_postcode"), { exact: true });
      await postcode.fill("5020");
      const selfie = form.getByTestId("file-selfIdentificationPicture");
      // A file that is not an image is refused by its content, whatever its name; the selfie
      // already stored stays in the form.
      await selfie.setInputFiles({ name: "selfie.png", mimeType: "image/png", buffer: Buffer.from("MZ not an image") });
      await expect(form.getByText(say(lang, "kyc:upload_photo_type"))).toBeVisible();
      await expect(form.getByText("selfie.png")).toHaveCount(0);
      await expect(form.locator("#kyc-selfIdentificationPicture").getByRole("button", { name: new RegExp(say(lang, "kyc-summary:documents.download")) })).toBeVisible();
      await form.getByRole("button", { name: say(lang, "kyc-summary:edit.submit") }).click();
      await expect(form.getByText(fieldError(lang, "KYC_POSTCODE_INVALID"))).toBeVisible();
      await expect(postcode).toBeFocused();
      await expect(postcode).toHaveValue("5020");
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `kyc-edit-errors-${lang}`);

      await postcode.fill("50230");
      await selfie.setInputFiles({ name: "selfie-with-note.png", mimeType: "image/png", buffer: png() });
      await expect(form.getByText("selfie-with-note.png")).toBeVisible();
      await form.getByRole("button", { name: say(lang, "kyc-summary:edit.submit") }).click();
      await expect(page.getByText(say(lang, "kyc-summary:edit.success"))).toBeVisible();
      await expectStatus(page, lang, "verifying", "pending");
      await expect(page.getByRole("region", { name: say(lang, "kyc-summary:edit.title") })).toHaveCount(0);
      await expect(page.getByRole("region", { name: say(lang, "kyc-summary:summary_title") })).toContainText("50230");

      const approved = await operatorKul(["admin", "kyc", "approve", account.email]);
      expect(approved).toMatchObject({ ok: true, kycStatus: "APPROVED", rewardGranted: true });
      await page.reload();
      await expectStatus(page, lang, "approved", "verified");
      const congrats = page.getByRole("dialog", { name: say(lang, "account:congrats_title") });
      await expect(congrats).toBeVisible();
      await expect(congrats).toContainText(say(lang, "account:congrats_amount", { amount: "500" }));
      await shots(page, `kyc-approved-congrats-${lang}`);
      await congrats.getByRole("button", { name: say(lang, "account:congrats_ok") }).click();
      await expect(congrats).toHaveCount(0);
      // The user downloads one of their own documents from the summary.
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: new RegExp(say(lang, "kyc:field_selfIdentificationPicture").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).click();
      expect((await download).suggestedFilename()).toMatch(/\.png$/);
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `kyc-approved-${lang}`);
    });
  });
}

test("a rejected KYC shows its own status panel", async ({ page }) => {
  const account = await kycSubmittedAccount("en");
  expect(await operatorKul(["admin", "kyc", "reject", account.email, "--detail", "identification.identificationPicture=The card is expired"])).toMatchObject({ kycStatus: "REJECTED" });
  await logInToSummary(page, "en", account);
  await expectStatus(page, "en", "rejected", "rejected");
  await expect(page.getByRole("region", { name: say("en", "kyc-summary:edit.title") })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shots(page, "kyc-rejected-en");
});

test("the summary sends an UNVERIFIED user to the form", async ({ page }) => {
  await logInThroughGuard(page, "en", await activeAccount("en"));
  await expect(page).toHaveURL(/\/kyc$/);
});

test("the summary sends an inactive user to Exchange", async ({ page }) => {
  await logInThroughGuard(page, "en", await registeredAccount("en"));
  await expect(page).toHaveURL(`${stackInfo().api}/`);
});
