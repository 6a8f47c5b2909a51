/**
 * The journey's steps as a person takes them in the browser, by the labels and roles the app
 * shows: register, fill the KYC wizard as a Thai personal customer, answer the suitability and
 * knowledge tests. Each step ends where the app says it is done.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { loadKnowledgeBank } from "../../../adapters/server/knowledge-bank/knowledge-bank";
import { KNOWLEDGE_CATEGORIES, type KnowledgeCategory } from "../../../core/assessment/knowledge-bank";
import { acceptCookies } from "../support/app";
import { jpegFile, pngFile } from "../support/kyc-files";
import { choose, field, isoDay, k, next, pickSuggestion, picker, section, stepTitle, submit, thaiId, upload } from "../support/kyc-wizard";
import { stackInfo } from "../support/stack-info";
import { text } from "../support/texts";

const lang = "en";

/** Fills the register form and sends it; the app shows the register status page. */
export async function registerInBrowser(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${stackInfo().api}/register`);
  await expect(page.getByRole("heading", { level: 1, name: text(lang, "account:register_title") })).toBeVisible({ timeout: 45_000 });
  await acceptCookies(page, lang);
  const main = page.getByRole("main");
  await main.getByLabel(text(lang, "account:email")).fill(email);
  await main.getByLabel(text(lang, "account:password"), { exact: true }).fill(password);
  await main.getByLabel(text(lang, "account:confirm_password")).fill(password);
  await main.getByRole("checkbox", { name: /I accept the/ }).check();
  await main.getByRole("button", { name: text(lang, "account:register_submit") }).click();
  await expect(page).toHaveURL(/\/register\/status$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: text(lang, "account:register_status_title") })).toBeVisible();
}

/** The wizard from its first step to the success dialog, as a Thai personal customer with an ID card. */
export async function fillKycWizard(page: Page): Promise<void> {
  await expect(stepTitle(page, lang, "step_title_0_CUSTOMER")).toBeVisible({ timeout: 30_000 });
  await pickSuggestion(page.getByRole("combobox", { name: k(lang, "field_nationality") }), "Tha", /^Thai$/);
  await choose(page, lang, "field_customerType", "option_customerType_Personal");
  await next(page, lang);

  await expect(stepTitle(page, lang, "step_title_1_CUSTOMER")).toBeVisible();
  await choose(page, lang, "field_nameTitle", "option_nameTitle_Mr");
  await field(page, lang, "field_firstNameInThai").fill("สมชาย");
  await field(page, lang, "field_lastNameInThai").fill("ใจดี");
  await field(page, lang, "field_firstName").fill("Somchai");
  await field(page, lang, "field_lastName").fill("Jaidee");
  await choose(page, lang, "field_gender", "option_gender_Male");
  await choose(page, lang, "field_maritalStatus", "option_maritalStatus_Married");
  await field(page, lang, "field_birthdate").fill(isoDay(-35, -40));
  await field(page, lang, "field_tel").fill("0812345678");
  await field(page, lang, "field_career").selectOption("OC03");
  await field(page, lang, "field_workingAtCompanyName").fill("Siam Widgets Co., Ltd.");
  const workplace = section(page, lang, "section_workplace");
  await field(workplace, lang, "field_country").selectOption("Thailand");
  await field(workplace, lang, "field_addressLineOne").fill("99 Sukhumvit Road");
  await pickSuggestion(workplace.getByRole("combobox", { name: k(lang, "field_postcode") }), "10110", /^10110 /);
  await field(page, lang, "field_averageIncome").selectOption("IN03");
  await next(page, lang);

  await expect(stepTitle(page, lang, "step_title_2_CUSTOMER")).toBeVisible();
  const origin = section(page, lang, "section_origin_address");
  await field(origin, lang, "field_addressLineOne").fill("12/3 Moo 4");
  await pickSuggestion(origin.getByRole("combobox", { name: k(lang, "field_city") }), "Mueang Chiang Mai", /^50200 /);
  await field(page, lang, "field_isCurrentAddressSameAsOrigin").check();
  await expect(section(page, lang, "section_current_address")).toContainText("12/3 Moo 4");
  await next(page, lang);

  await expect(stepTitle(page, lang, "step_title_3_CUSTOMER")).toBeVisible();
  await field(page, lang, "field_identificationId_idCard").fill(thaiId("310050098765"));
  await field(page, lang, "field_laserCode").fill("jt1-1234567-89");
  await field(page, lang, "field_issueDateOfId").fill(isoDay(-1, -20));
  await field(page, lang, "field_expireDateOfId").fill(isoDay(5));
  await upload(page, "identificationPicture", pngFile("id-card.png"));
  await upload(page, "selfIdentificationPicture", await jpegFile(page, "selfie.jpg"));
  await upload(page, "governmentIssued", pngFile("house-registration.png"));
  await expect(picker(page, "selfIdentificationPicture")).toContainText("selfie.jpg");
  await choose(page, lang, "field_isAmerican", "no");
  await choose(page, lang, "field_isAmericanForPayTax", "no");
  await page.getByRole("region", { name: k(lang, "terms_box_label") }).evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await field(page, lang, "field_isAcceptTermAndPolicy").check();
  await next(page, lang);

  await expect(stepTitle(page, lang, "step_title_4")).toBeVisible();
  const summary = page.locator(".kyc-summary");
  await expect(summary).toContainText("Somchai Jaidee");
  for (const name of ["id-card.png", "selfie.jpg", "house-registration.png"]) await expect(summary).toContainText(name);
  await submit(page, lang);
  const success = page.getByRole("dialog", { name: k(lang, "success_title") });
  await expect(success).toBeVisible({ timeout: 30_000 });
  await success.getByRole("button", { name: k(lang, "success_button") }).click();
  await expect(page).toHaveURL(/\/summary-of-kyc/);
}

type Suitability = Record<string, string> & { questions: Record<string, Record<string, string>> };
const suitability = JSON.parse(readFileSync(path.resolve(__dirname, "../../../locales/en/suitability.json"), "utf8")) as Suitability;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A bold investor's answers (no free text, no country list): a high level, so no risk acknowledgement. */
const BOLD: Readonly<Record<string, string>> = {
  Q_1: "A_4", Q_2: "A_3", Q_3: "A_4", Q_4: "A_4", Q_5: "A_2", Q_6: "A_1", Q_7: "A_5",
  Q_8: "A_5", Q_9: "A_4", Q_10: "A_5", Q_11: "A_5", Q_12: "A_4", Q_13: "A_1", Q_14: "A_1",
};
const STEPS = [["Q_1", "Q_2", "Q_3"], ["Q_4", "Q_5", "Q_6"], ["Q_7", "Q_8", "Q_9"], ["Q_10", "Q_11", "Q_12"], ["Q_13", "Q_14"]];

/** Answers the 14 questions step by step and sends them; the gauge shows the level. */
export async function takeSuitabilityTest(page: Page): Promise<void> {
  await page.goto(`${stackInfo().api}/suitability-test`);
  await expect(page.getByRole("heading", { level: 1, name: suitability.title })).toBeVisible({ timeout: 30_000 });
  for (const [i, step] of STEPS.entries()) {
    for (const key of step) {
      const question = page.getByRole("group", { name: new RegExp(escape(suitability.questions[key]!.title!)) }).first();
      const multiple = key === "Q_3" || key === "Q_5";
      await question.getByRole(multiple ? "checkbox" : "radio", { name: suitability.questions[key]![BOLD[key]!]!, exact: true }).check();
    }
    const last = i === STEPS.length - 1;
    await page.getByRole("button", { name: last ? suitability.submit : suitability.next, exact: true }).click();
  }
  await expect(page.getByText(suitability.success!, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("img", { name: /^Risk gauge: \d+ of 45 points, / })).toBeVisible();
}

const { bank, answerKey } = loadKnowledgeBank();

/** The right choice's text of a drawn question (the fieldset id is "kn-<category>-q_<n>"). */
async function rightAnswer(fieldset: Locator): Promise<string> {
  const domId = (await fieldset.getAttribute("id")) ?? "";
  const [, category, key] = /^kn-([a-z_]+)-(q_\d+)$/.exec(domId) ?? [];
  if (!KNOWLEDGE_CATEGORIES.includes(category as KnowledgeCategory)) throw new Error(`unexpected question fieldset ${domId}`);
  const question = bank[category as KnowledgeCategory].find((q) => q.key === key);
  const right = answerKey[`${category}.${key}`];
  const choice = question?.answers.find((a) => a.key === right);
  if (!choice) throw new Error(`question ${category}.${key} is not in the bank`);
  return choice.text.en;
}

/** Answers the ten drawn questions right and sends them; the result reads 10 of 10. */
export async function takeKnowledgeTest(page: Page): Promise<void> {
  await page.goto(`${stackInfo().api}/knowledge-test`);
  await expect(page.getByRole("heading", { level: 1, name: "Knowledge Test" })).toBeVisible({ timeout: 30_000 });
  const questions = page.getByRole("group", { name: /^Question \d+ of 10/ });
  await expect(questions).toHaveCount(10);
  for (let i = 0; i < 10; i++) {
    const fieldset = questions.nth(i);
    await fieldset.getByRole("radio", { name: await rightAnswer(fieldset), exact: true }).check();
  }
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Knowledge Test Results" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Your knowledge scores from 10 of 10")).toBeVisible();
}
