/**
 * What a person does in the KYC wizard, by the labels and roles the app shows (read from
 * locales/<lang>/kyc.json, so the Thai run finds what a Thai user hears), plus the checks every
 * step gets: axe, and screenshots at 1280 and 375 px.
 */
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { seriousViolations } from "./a11y";
import { acceptCookies } from "./app";
import type { FilePayload } from "./kyc-files";
import { stackInfo } from "./stack-info";
import { text, type Lang } from "./texts";
import type { TestAccount } from "./users";

const SHOTS = path.join(__dirname, "..", "artifacts", "screenshots");

/** A text of the `kyc` namespace. */
export const k = (lang: Lang, key: string, values?: Readonly<Record<string, string>>) => text(lang, `kyc:${key}`, values);

/** Opens /kyc as a visitor: the guard asks to log in (next=KYC) and comes back to the wizard's first step. */
export async function openWizard(page: Page, lang: Lang, account: TestAccount): Promise<void> {
  await page.goto(`${stackInfo().api}/kyc`);
  await expect(page).toHaveURL(/\/login\?next=KYC$/, { timeout: 45_000 });
  await acceptCookies(page, lang);
  const main = page.getByRole("main");
  await main.getByLabel(text(lang, "account:email")).fill(account.email);
  await main.getByLabel(text(lang, "account:password"), { exact: true }).fill(account.password);
  await main.getByRole("button", { name: text(lang, "account:log_in"), exact: true }).click();
  await expect(page).toHaveURL(/\/kyc$/);
  await expect(stepTitle(page, lang, "step_title_0_CUSTOMER")).toBeVisible();
}

/** The step's title (a level-2 heading). */
export const stepTitle = (page: Page, lang: Lang, key: string) => page.getByRole("heading", { level: 2, name: k(lang, key), exact: true });

/** Next (or Submit on the summary), then nothing else: the caller checks where it led. */
export const next = (page: Page, lang: Lang) => page.getByRole("button", { name: k(lang, "next"), exact: true }).click();
export const back = (page: Page, lang: Lang) => page.getByRole("button", { name: k(lang, "back"), exact: true }).click();
export const submit = (page: Page, lang: Lang) => page.getByRole("button", { name: k(lang, "submit"), exact: true }).click();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A labelled control (text, select, checkbox) of the wizard by its label key (optional ones say so after the label). */
export const field = (scope: Page | Locator, lang: Lang, key: string) => scope.getByLabel(new RegExp(`^${escape(k(lang, key))}( ${escape(k(lang, "optional"))})?$`));

/** A group of radio buttons (title, gender...) by its legend key. */
export const group = (scope: Page | Locator, lang: Lang, key: string) => scope.getByRole("group", { name: k(lang, key), exact: true });

/** Ticks the radio `optionKey` of the group `legendKey`. */
export async function choose(scope: Page | Locator, lang: Lang, legendKey: string, optionKey: string): Promise<void> {
  await group(scope, lang, legendKey).getByRole("radio", { name: k(lang, optionKey), exact: true }).check();
}

/** A fieldset of the step by its legend key. */
export const section = (page: Page, lang: Lang, key: string) => page.getByRole("group", { name: k(lang, key), exact: true });

/** Types into a combobox and picks the suggestion whose text matches `option`. */
export async function pickSuggestion(combobox: Locator, typed: string, option: RegExp | string): Promise<void> {
  await combobox.fill(typed);
  await combobox.page().getByRole("option", { name: option }).first().click();
}

/** Puts a file in the document picker of `field` (the hidden input its button opens). */
export async function upload(page: Page, documentField: string, file: FilePayload): Promise<void> {
  await page.getByTestId(`file-${documentField}`).setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: file.buffer });
}

/** A document picker's group (named by its label). */
export const picker = (page: Page, documentField: string) => page.locator(`#kyc-${documentField}`);

/** A calendar day `years` years and `days` days from today (UTC), far from any boundary the rules draw. */
export function isoDay(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A Thai ID card number from its first 12 digits, with the check digit of spec 2 section 5. */
export function thaiId(first12: string): string {
  const sum = [...first12].reduce((acc, digit, i) => acc + Number(digit) * (13 - i), 0);
  return `${first12}${(11 - (sum % 11)) % 10}`;
}

/** axe finds no serious or critical violation on the page as it is. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** axe, then the whole page at 1280 and 375 px as `kyc-<name>-<width>.png`. */
export async function checkAndShoot(page: Page, name: string, fullPage = true): Promise<void> {
  await expectAccessible(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 768 ? 900 : 812 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, `kyc-${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
