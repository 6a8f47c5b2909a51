/**
 * The suitability test in the browser (issue 20): the guard sends a visitor to Login and back, the
 * 14 questions are answered step by step (kept across a reload), a very-high-risk user in Thai
 * gets the gauge and level at once, a low-risk user must scroll the risk acknowledgement to its end
 * and tick it before the test is sent. axe checks the form, the acknowledgement and the result;
 * screenshots at 1280 and 375 px in English and Thai go to tests/e2e/artifacts/screenshots.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "./support/fixtures";
import { acceptCookies } from "./support/app";
import { E2E_PARTNER_PLATFORM_URL } from "./stack/configured-links";
import { seriousViolations } from "./support/a11y";
import { stackInfo } from "./support/stack-info";
import { text, type Lang } from "./support/texts";
import { activeAccount, registeredAccount, type TestAccount } from "./support/users";

const SHOTS = path.join(__dirname, "artifacts", "screenshots");

type Questions = Record<string, Record<string, string>>;
type Suitability = Record<string, string> & { questions: Questions };
const locale = (lang: Lang) => JSON.parse(readFileSync(path.resolve(__dirname, `../../locales/${lang}/suitability.json`), "utf8")) as Suitability;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Answers of the form by question: one answer key, or several on questions 3 and 5. */
type Answers = Readonly<Record<string, readonly string[]>>;
const HIGHEST: Answers = {
  Q_1: ["A_4"], Q_2: ["A_3"], Q_3: ["A_4", "A_5"], Q_4: ["A_4"], Q_5: ["A_2"], Q_6: ["A_3"], Q_7: ["A_5"],
  Q_8: ["A_5"], Q_9: ["A_4"], Q_10: ["A_5"], Q_11: ["A_5"], Q_12: ["A_4"], Q_13: ["A_1"], Q_14: ["A_1"],
};
const LOWEST: Answers = {
  Q_1: ["A_1"], Q_2: ["A_1"], Q_3: ["A_1"], Q_4: ["A_1"], Q_5: ["A_6"], Q_6: ["A_1"], Q_7: ["A_1"],
  Q_8: ["A_1"], Q_9: ["A_1"], Q_10: ["A_1"], Q_11: ["A_1"], Q_12: ["A_1"], Q_13: ["A_1"], Q_14: ["A_1"],
};
const STEPS = [["Q_1", "Q_2", "Q_3"], ["Q_4", "Q_5", "Q_6"], ["Q_7", "Q_8", "Q_9"], ["Q_10", "Q_11", "Q_12"], ["Q_13", "Q_14"]];

/** The fieldset of a question, named by its legend. */
const question = (page: Page, lang: Lang, key: string) =>
  page.getByRole("group", { name: new RegExp(escape(locale(lang).questions[key]!.title!)) }).first();

async function answer(page: Page, lang: Lang, key: string, keys: readonly string[]): Promise<void> {
  const group = question(page, lang, key);
  const multiple = key === "Q_3" || key === "Q_5";
  for (const a of keys) await group.getByRole(multiple ? "checkbox" : "radio", { name: locale(lang).questions[key]![a]!, exact: true }).check();
}

/** Opens the test as a visitor: the guard asks to log in and comes back to the test. */
async function logInThroughGuard(page: Page, lang: Lang, account: TestAccount): Promise<void> {
  await page.goto(`${stackInfo().api}/suitability-test`);
  await expect(page).toHaveURL(/\/login\?next=SuitabilityTest$/, { timeout: 45_000 });
  await acceptCookies(page, lang);
  const main = page.getByRole("main");
  await main.getByLabel(text(lang, "account:email")).fill(account.email);
  await main.getByLabel(text(lang, "account:password"), { exact: true }).fill(account.password);
  await main.getByRole("button", { name: text(lang, "account:log_in"), exact: true }).click();
}

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 768 ? 900 : 812 });
    // From the top, so the sticky header sits where it belongs in the full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

const next = (page: Page, lang: Lang) => page.getByRole("button", { name: locale(lang).next, exact: true }).click();
const submit = (page: Page, lang: Lang) => page.getByRole("button", { name: locale(lang).submit, exact: true }).click();

test.describe("in th", () => {
  test.use({ locale: "th-TH" });

  test("a user takes the suitability test in Thai, keeps the answers across a reload, and sees the gauge and the very high level", async ({ page }) => {
    const lang = "th";
    const t = locale(lang);
    const account = await activeAccount(lang);
    await logInThroughGuard(page, lang, account);
    await expect(page).toHaveURL(/\/suitability-test$/);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: t.progress!.replace("{{step}}", "1").replace("{{total}}", "5") })).toBeVisible();

    // Every question is required; "Others" needs its text.
    await next(page, lang);
    await expect(page.getByRole("alert").filter({ hasText: t.fix_errors! })).toBeVisible();
    await expectNoSeriousViolations(page);
    await shots(page, "suitability-form-errors-th");
    for (const key of STEPS[0]!) await answer(page, lang, key, HIGHEST[key]!);
    await next(page, lang);
    await expect(question(page, lang, "Q_3")).toContainText(text(lang, "errors:SUITABILITY_OTHERS_REQUIRED"));
    await question(page, lang, "Q_3").getByLabel(t.others_label!).fill("ลงทุนเพื่อการศึกษาของบุตร");
    await next(page, lang);
    const step2 = page.getByRole("heading", { name: t.progress!.replace("{{step}}", "2").replace("{{total}}", "5") });
    await expect(step2).toBeFocused();

    // A reload keeps the step and the answers.
    await page.reload();
    await expect(step2).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: t.back, exact: true }).click();
    await expect(question(page, lang, "Q_1").getByRole("radio", { name: t.questions.Q_1!.A_4!, exact: true })).toBeChecked();
    await expect(question(page, lang, "Q_3").getByLabel(t.others_label!)).toHaveValue("ลงทุนเพื่อการศึกษาของบุตร");
    await next(page, lang);

    // Question 6 takes countries from the reference list, each shown with its FATF list type.
    for (const key of STEPS[1]!) await answer(page, lang, key, HIGHEST[key]!);
    const countries = question(page, lang, "Q_6").getByRole("group", { name: t.countries_label });
    await countries.getByLabel(t.country_select!).selectOption("Angola");
    await countries.getByRole("button", { name: t.country_add }).click();
    await expect(countries.getByRole("listitem").filter({ hasText: "Angola" })).toContainText(t.fatf_greyList!);
    await expectNoSeriousViolations(page);
    await shots(page, "suitability-form-th");
    await next(page, lang);
    for (const [i, step] of STEPS.entries()) {
      if (i < 2) continue;
      for (const key of step) await answer(page, lang, key, HIGHEST[key]!);
      await (i < STEPS.length - 1 ? next(page, lang) : submit(page, lang));
    }

    // 3 + 2 + 3 + 3 + 2 + 7 (a grey-listed country) + 4 + 4 + 3 + 4 + 4 + 3 = 42: very high, no acknowledgement.
    await expect(page.getByText(t.success!, { exact: true })).toBeVisible();
    const level = t.level_very_hight!;
    await expect(page.getByRole("heading", { name: t.result_title })).toBeFocused();
    await expect(page.getByRole("img", { name: `มาตรวัดความเสี่ยง: 42 จาก 45 คะแนน, ${level}` })).toBeVisible();
    await expect(page.getByText("42 คะแนน", { exact: true })).toBeVisible();
    await expect(page.getByText("คะแนนรวมอยู่ระหว่าง 1 ถึง 45")).toBeVisible();
    await expect(page.getByText(t.level_very_hight_text!)).toBeVisible();
    await expect(page.getByRole("link", { name: t.go_to_exchange })).toBeVisible();
    await expect(page.getByRole("link", { name: t.go_to_knowledge })).toBeVisible();
    await expectNoSeriousViolations(page);

    // The result stays after a reload: the profile carries the point.
    await page.reload();
    await expect(page.getByRole("img", { name: new RegExp(`42 จาก 45 คะแนน, ${escape(level)}`) })).toBeVisible({ timeout: 30_000 });
    await shots(page, "suitability-result-th");
  });
});

test("a low-risk user must scroll the risk acknowledgement to its end and tick it before the test is sent", async ({ page }) => {
  const lang = "en";
  const t = locale(lang);
  const account = await activeAccount(lang);
  await logInThroughGuard(page, lang, account);
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  // Not taken yet: the configured partner platform is offered as the other place to take it.
  const partnerCard = page.getByRole("region", { name: t.partner_title });
  const partnerLink = partnerCard.getByRole("link", { name: text(lang, "suitability:partner_link", { host: "partner.example" }) });
  await expect(partnerLink).toHaveAttribute("href", E2E_PARTNER_PLATFORM_URL);
  await expect(partnerLink).toHaveAttribute("target", "_blank");
  await expect(partnerLink).toHaveAttribute("rel", "noopener noreferrer");
  await shots(page, "suitability-form-en");
  const submits: string[] = [];
  page.on("request", (request) => void (request.url().includes("/user/suit-test/submit") && submits.push(request.postData() ?? "")));
  for (const [i, step] of STEPS.entries()) {
    for (const key of step) await answer(page, lang, key, LOWEST[key]!);
    await (i < STEPS.length - 1 ? next(page, lang) : submit(page, lang));
  }

  // A score of 1 is low risk: the acknowledgement comes first, nothing is sent yet.
  await expect(page.getByRole("heading", { name: t.ack_title })).toBeFocused();
  const checkbox = page.getByRole("checkbox", { name: t.ack_checkbox });
  await expect(checkbox).toBeDisabled();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(page);
  await shots(page, "suitability-acknowledgement-en");
  // Trying the disabled box (its label takes the click) brings the alert to read to the end.
  await page.getByText(t.ack_checkbox!).click({ force: true });
  await expect(page.getByRole("alert").filter({ hasText: t.ack_scroll_alert! })).toBeVisible();
  await page.getByRole("button", { name: t.ack_submit }).click();
  expect(submits).toEqual([]);

  const box = page.getByRole("region", { name: t.ack_text_label });
  await box.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(checkbox).toBeEnabled();
  await page.getByRole("button", { name: t.ack_submit }).click();
  await expect(page.getByRole("alert").filter({ hasText: t.ack_required! })).toBeVisible();
  expect(submits).toEqual([]);
  await checkbox.check();
  await page.getByRole("button", { name: t.ack_submit }).click();

  await expect(page.getByText(t.success!, { exact: true })).toBeVisible();
  expect(submits).toHaveLength(1);
  expect(JSON.parse(submits[0]!)).toMatchObject({ isAcceptAcknowledgeRisk: true });
  await expect(page.getByRole("img", { name: `Risk gauge: 1 of 45 points, ${t.level_low}` })).toBeVisible();
  await expect(page.getByText(t.level_low_text!)).toBeVisible();
  await expect(page.getByText("Total scores are between 1 to 45")).toBeVisible();
  await expect(partnerCard).toHaveCount(0);
  await expectNoSeriousViolations(page);
  // The toast is dismissed so it covers nothing in the shots.
  await page.getByRole("button", { name: text(lang, "common:close") }).click();
  await shots(page, "suitability-result-en");
});

test("an inactive user is sent from the suitability test to the Exchange", async ({ page }) => {
  const account = await registeredAccount();
  await logInThroughGuard(page, "en", account);
  await expect(page).toHaveURL(`${stackInfo().api}/`);
});
