/**
 * The profile page in the browser (issue 21): a user changes name and picture and finds both in
 * the header after a reload; turns 2FA on by reading the backup key the page shows and computing
 * the code with otpauth (not the server's TOTP), logs out, logs in through the 2FA step, and turns
 * 2FA off again, which asks for the password as well as the code. axe checks the page and both 2FA modals; screenshots at 1280 and 375 px in English
 * and Thai go to tests/e2e/artifacts/screenshots.
 */
import path from "node:path";
import { deflateSync } from "node:zlib";
import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { test } from "./support/fixtures";
import { acceptCookies, dialog } from "./support/app";
import { seriousViolations } from "./support/a11y";
import { stackInfo } from "./support/stack-info";
import { text, type Lang } from "./support/texts";
import { activeAccount, type TestAccount } from "./support/users";
import { pngChunk } from "../../core/testing/sample-files";

const SHOTS = path.join(__dirname, "artifacts", "screenshots");
const STEP_MS = 30_000;
/** Words the generated picture carries in a metadata chunk, which the upload must not. */
const METADATA_MARK = "kul-e2e-camera-metadata";

/** A PNG chunk (length, type, data, CRC), as core's sample files build them. */
const chunk = (type: string, data: Buffer): Buffer => Buffer.from(pngChunk(type, data));

/** A small RGB PNG, one colour per quarter, with a text chunk standing for camera metadata. */
function generatedPng(size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0);
    for (let x = 0; x < size; x += 1) rows.push(...(y < size / 2 ? (x < size / 2 ? [11, 61, 145] : [247, 144, 9]) : x < size / 2 ? [6, 118, 71] : [255, 255, 255]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("tEXt", Buffer.from(`Comment\0${METADATA_MARK}`, "latin1")),
    chunk("IDAT", deflateSync(Buffer.from(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Codes of an authenticator app, independent of the server's TOTP. Each action gets a code of a
 * later time step than the last one used, so a server that accepts each code once never sees one
 * again: the next step's code is taken at once (the server allows one step of drift), and only
 * when that is used up too does the test wait for the step to begin.
 */
function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
  let lastStep = -1;
  return async (page: Page): Promise<string> => {
    const now = Date.now();
    const current = Math.floor(now / STEP_MS);
    const step = Math.max(current, lastStep + 1);
    // A step two ahead is outside the drift window: wait until the next one starts.
    if (step > current + 1) await page.waitForTimeout((step - 1) * STEP_MS - now + 500);
    lastStep = step;
    return totp.generate({ timestamp: step * STEP_MS + 1_000 });
  };
}

const t = (lang: Lang, key: string, values?: Readonly<Record<string, string>>) => text(lang, `profile:${key}`, values);

/** Opens the profile as a visitor: the guard asks to log in and comes back to the profile. */
async function logInToProfile(page: Page, lang: Lang, account: TestAccount): Promise<void> {
  await page.goto(`${stackInfo().api}/profile`);
  await expect(page).toHaveURL(/\/login\?next=UserProfile$/, { timeout: 45_000 });
  await acceptCookies(page, lang);
  await fillLogin(page, lang, account);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: t(lang, "title") })).toBeVisible();
}

async function fillLogin(page: Page, lang: Lang, account: TestAccount): Promise<void> {
  const main = page.getByRole("main");
  await main.getByLabel(text(lang, "account:email")).fill(account.email);
  await main.getByLabel(text(lang, "account:password"), { exact: true }).fill(account.password);
  await main.getByRole("button", { name: text(lang, "account:log_in"), exact: true }).click();
}

/** The page at 1280 and 375 px: whole for a page, the viewport for a modal (its backdrop covers only that). */
async function shots(page: Page, name: string, fullPage = true): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 768 ? 900 : 812 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

const twoFactorSwitch = (page: Page, lang: Lang) => page.getByRole("switch", { name: t(lang, "two_factor") });

test.describe("in en", () => {
  test("a user changes name and picture, sees them in the header after a reload, then turns 2FA on, logs in through the 2FA step and turns it off", async ({ page, context }) => {
    test.setTimeout(240_000);
    const lang = "en";
    const account = await activeAccount(lang);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await logInToProfile(page, lang, account);
    await expect(page.getByLabel(t(lang, "email"))).toHaveValue(account.email);
    await expect(page.locator("#user-profile-token-balance")).toContainText("KUL");
    await expect(page.locator("#section-social-connect")).toBeVisible();
    await expectNoSeriousViolations(page);
    await shots(page, `profile-${lang}`);

    // The display name is required (core rule), checked before any call.
    const nameField = page.getByLabel(t(lang, "display_name"));
    await nameField.fill("  ");
    await page.getByRole("button", { name: t(lang, "save"), exact: true }).click();
    await expect(page.getByText(text(lang, "errors:DISPLAY_NAME_REQUIRED"))).toBeVisible();
    await expect(nameField).toBeFocused();

    // Name and picture: the picture is previewed as it will be sent, then saved with the name.
    const name = `Profile Tester ${Date.now().toString(36)}`;
    await nameField.fill(name);
    await page.getByTestId("avatar-file").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: generatedPng() });
    await expect(page.getByText(t(lang, "avatar_ready", { width: "48", height: "48" }))).toBeVisible();
    await expect(page.getByRole("img", { name: t(lang, "avatar_preview_alt") })).toHaveAttribute("src", /^blob:/);
    await page.getByRole("button", { name: t(lang, "save"), exact: true }).click();
    await expect(page.getByText(t(lang, "saved"))).toBeVisible();

    await page.reload();
    const menuButton = page.getByRole("button", { name: text(lang, "account:account_menu", { name }) });
    await expect(menuButton).toBeVisible({ timeout: 45_000 });
    const headerPicture = menuButton.locator("img");
    await expect(headerPicture).toHaveAttribute("src", /\/user\/avatar\/[0-9a-f-]+\.png$/);
    await expect.poll(() => headerPicture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(48);
    // The stored picture is the canvas's: the file's metadata chunk did not travel.
    const stored = await page.request.get(new URL((await headerPicture.getAttribute("src"))!, stackInfo().api).toString());
    expect(stored.ok()).toBe(true);
    expect((await stored.body()).includes(METADATA_MARK)).toBe(false);
    await expect(page.getByLabel(t(lang, "display_name"))).toHaveValue(name);

    // 2FA on, first abandoned: closing the modal turns the switch back off.
    const toggle = twoFactorSwitch(page, lang);
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await toggle.click();
    let enable = dialog(page, t(lang, "enable_title"));
    await expect(enable).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await page.keyboard.press("Escape");
    await expect(enable).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(toggle).toBeFocused();

    // Then done: the QR code, the backup key with copy, the code from the authenticator.
    await toggle.click();
    enable = dialog(page, t(lang, "enable_title"));
    await expect(enable.getByRole("img", { name: t(lang, "qr_alt") })).toBeVisible();
    const secret = await enable.getByLabel(t(lang, "backup_key")).inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
    await enable.getByRole("button", { name: t(lang, "copy"), exact: true }).click();
    await expect(page.getByText(t(lang, "copied"))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await enable.getByRole("button", { name: t(lang, "enable"), exact: true }).click();
    await expect(enable.getByText(text(lang, "errors:TWO_FACTOR_CODE_REQUIRED"))).toBeVisible();
    await expectNoSeriousViolations(page);
    await shots(page, `profile-2fa-enable-${lang}`, false);

    const codeFor = authenticator(secret);
    await enable.getByLabel(t(lang, "code")).fill(await codeFor(page));
    await enable.getByRole("button", { name: t(lang, "enable"), exact: true }).click();
    await expect(page.getByText(t(lang, "enabled"))).toBeVisible();
    await expect(enable).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-checked", "true");

    // Log out, then in again through the 2FA step with a fresh code.
    await menuButton.click();
    await page.getByRole("button", { name: text(lang, "account:logout"), exact: true }).click();
    await expect(menuButton).toBeHidden();
    await page.goto(`${stackInfo().api}/login?next=UserProfile`);
    await fillLogin(page, lang, account);
    const codeField = page.getByRole("main").getByLabel(text(lang, "account:two_factor_code"));
    await expect(codeField).toBeVisible();
    await codeField.fill(await codeFor(page));
    await page.getByRole("main").getByRole("button", { name: text(lang, "account:verify"), exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(menuButton).toBeVisible();

    // 2FA off re-authenticates: the modal asks for the password and the code. A wrong password, then
    // a wrong code, are refused under their field with focus back on it; 2FA stays on once the
    // modal closes, and the right pair turns it off.
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await toggle.click();
    let disable = dialog(page, t(lang, "disable_title"));
    await expect(disable).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    const passwordField = disable.getByLabel(t(lang, "reauth_password"));
    await expect(passwordField).toBeFocused();
    await passwordField.fill(`${account.password}-wrong`);
    await disable.getByLabel(t(lang, "code")).fill("000000");
    await disable.getByRole("button", { name: t(lang, "disable"), exact: true }).click();
    await expect(disable.getByText(text(lang, "errors:REAUTHENTICATION_FAILED"))).toBeVisible();
    await expect(passwordField).toBeFocused();
    await passwordField.fill(account.password);
    await disable.getByLabel(t(lang, "code")).fill("000000");
    await disable.getByRole("button", { name: t(lang, "disable"), exact: true }).click();
    await expect(disable.getByText(text(lang, "errors:TWO_FACTOR_CODE_INCORRECT"))).toBeVisible();
    await expect(disable.getByLabel(t(lang, "code"))).toBeFocused();
    await expectNoSeriousViolations(page);
    await shots(page, `profile-2fa-disable-${lang}`, false);
    await disable.getByRole("button", { name: text(lang, "common:close") }).click();
    await expect(disable).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-checked", "true");

    await toggle.click();
    disable = dialog(page, t(lang, "disable_title"));
    await disable.getByLabel(t(lang, "reauth_password")).fill(account.password);
    await disable.getByLabel(t(lang, "code")).fill(await codeFor(page));
    await disable.getByRole("button", { name: t(lang, "disable"), exact: true }).click();
    await expect(page.getByText(t(lang, "disabled"))).toBeVisible();
    await expect(disable).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-checked", "false");

    // A new email needs the password too: a wrong one is refused and nothing moves; with the right
    // one the profile shows the new address at 375 px and the old address is told.
    await page.setViewportSize({ width: 375, height: 812 });
    const changeButton = page.getByRole("button", { name: t(lang, "email_change"), exact: true });
    await changeButton.click();
    const change = dialog(page, t(lang, "email_change_title"));
    const newEmail = `moved-${Date.now()}@example.com`;
    const newEmailField = change.getByLabel(t(lang, "email_new"));
    await expect(newEmailField).toBeFocused();
    await newEmailField.fill(newEmail);
    await change.getByLabel(t(lang, "reauth_password")).fill(`${account.password}-wrong`);
    await change.getByRole("button", { name: t(lang, "email_change_submit"), exact: true }).click();
    await expect(change.getByText(text(lang, "errors:REAUTHENTICATION_FAILED"))).toBeVisible();
    await expectNoSeriousViolations(page);
    await change.getByLabel(t(lang, "reauth_password")).fill(account.password);
    await change.getByRole("button", { name: t(lang, "email_change_submit"), exact: true }).click();
    // The account now waits for the new address to be confirmed (the app leaves the profile for it).
    await expect(page.getByText(t(lang, "email_changed", { email: newEmail }))).toBeVisible();
    await expect(change).toBeHidden();
    const mailKinds = async (to: string) => {
      const outbox = await page.request.get(`${stackInfo().api}/v1/api/dev/outbox`, { params: { to } });
      return ((await outbox.json()) as { mails: { kind: string }[] }).mails.map((mail) => mail.kind);
    };
    expect(await mailKinds(account.email)).toContain("EMAIL_CHANGED");
    expect(await mailKinds(newEmail)).toEqual(["EMAIL_CONFIRMATION"]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

test.describe("in th", () => {
  test.use({ locale: "th-TH" });

  test("the profile and the 2FA modal in Thai, at 1280 and 375 px", async ({ page }) => {
    const lang = "th";
    const account = await activeAccount(lang);
    await logInToProfile(page, lang, account);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("switch", { name: t(lang, "newsletter") })).toBeVisible();
    await expectNoSeriousViolations(page);
    await shots(page, `profile-${lang}`);

    await twoFactorSwitch(page, lang).click();
    const enable = dialog(page, t(lang, "enable_title"));
    await expect(enable.getByRole("img", { name: t(lang, "qr_alt") })).toBeVisible();
    await expectNoSeriousViolations(page);
    await shots(page, `profile-2fa-enable-${lang}`, false);
    await page.keyboard.press("Escape");
    await expect(twoFactorSwitch(page, lang)).toHaveAttribute("aria-checked", "false");
  });
});

test("a large picture is scaled down in the browser to 1024 x 1024 before it is sent", async ({ page }) => {
  test.setTimeout(120_000);
  const lang = "en";
  await logInToProfile(page, lang, await activeAccount(lang));
  await page.getByTestId("avatar-file").setInputFiles({ name: "big.png", mimeType: "image/png", buffer: generatedPng(1536) });
  await expect(page.getByText(t(lang, "avatar_ready", { width: "1024", height: "1024" }))).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: t(lang, "save"), exact: true }).click();
  await expect(page.getByText(t(lang, "saved"))).toBeVisible();
  const picture = page.getByRole("banner").locator(".avatar-button img");
  await expect(picture).toHaveAttribute("src", /\/user\/avatar\/[0-9a-f-]+\.png$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? [img.naturalWidth, img.naturalHeight] : [0, 0]))).toEqual([1024, 1024]);
  const stored = await page.request.get(new URL((await picture.getAttribute("src"))!, stackInfo().api).toString());
  expect((await stored.body()).includes(METADATA_MARK)).toBe(false);
});
