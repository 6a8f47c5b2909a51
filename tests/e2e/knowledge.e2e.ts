/**
 * The knowledge test in the browser (spec 3 sections 2 to 5): a KYC-approved user who has taken
 * the suitability test answers the drawn questions with exactly two wrong, sees 8 of 10, reviews
 * the two on the correct-answers page, and can then swap. The right answers come from the
 * server's own bank here, since the browser never sees the answer key. The stack configures a
 * partner platform (its card shows until the test is taken) and two learning articles (listed
 * with the result, the video in English and the PDF in Thai).
 */
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { loadKnowledgeBank } from "../../adapters/server/knowledge-bank/knowledge-bank";
import { KNOWLEDGE_CATEGORIES, type KnowledgeCategory } from "../../core/assessment/knowledge-bank";
import { BOLDEST, suitabilityBody } from "../integration/assessment-fixtures";
import { traderAccounts } from "../support/trader-accounts";
import { expect, test } from "./support/fixtures";
import { acceptCookies, chooseToken, connectWallet, dialog, enterFromAmount, exchangeButton, openExchange } from "./support/app";
import { E2E_LEARNING_ARTICLES, E2E_PARTNER_PLATFORM_URL } from "./stack/configured-links";
import { seriousViolations } from "./support/a11y";
import { stackInfo } from "./support/stack-info";
import { text, type Lang } from "./support/texts";
import { kycApprovedAccount, type TestAccount } from "./support/users";

// Funded account 0: the other browser tests read account 1's balances and trade from 2, 3 and 4.
test.use({ walletChoice: { accountIndex: 0 } });

const SHOTS = path.join(__dirname, "artifacts", "screenshots");
const WIDTHS = [1280, 375] as const;
const { bank, answerKey } = loadKnowledgeBank();

/** The suitability test taken through the API, as a user who took it earlier would have. */
async function takeSuitabilityTest(account: TestAccount): Promise<void> {
  const accounts = traderAccounts({ origin: stackInfo().api });
  const result = await accounts.ports(account.token).assessment.submitSuitabilityTest(suitabilityBody(BOLDEST));
  if (result.isErr()) throw new Error(`suitability failed: ${JSON.stringify(result.error)}`);
}

/** A drawn question on screen: its fieldset, its id (from the fieldset's DOM id) and its bank entry. */
async function questionOf(fieldset: Locator) {
  // The fieldset id is "kn-<category>-q_<n>" (the question id "<category>.q_<n>" with its dot replaced).
  const domId = (await fieldset.getAttribute("id")) ?? "";
  const [, category, key] = /^kn-([a-z_]+)-(q_\d+)$/.exec(domId) ?? [];
  if (!KNOWLEDGE_CATEGORIES.includes(category as KnowledgeCategory)) throw new Error(`unexpected question fieldset ${domId}`);
  const question = bank[category as KnowledgeCategory].find((q) => q.key === key);
  const right = answerKey[`${category}.${key}`];
  if (!question || !right) throw new Error(`question ${category}.${key} is not in the bank`);
  const choiceText = (choice: string) => question.answers.find((a) => a.key === choice)!.text.en;
  const wrong = question.answers.find((a) => a.key !== right)!.key;
  return { q: question.q.en, right: choiceText(right), wrong: choiceText(wrong) };
}

/** Full-page screenshots at 1280 and 375 px, back at 1280 afterwards. */
async function shots(page: Page, name: string, lang: Lang): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 768 ? 900 : 812 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${lang}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The partner-platform card of the knowledge test page. */
const partnerCard = (page: Page, lang: Lang) => page.getByRole("region", { name: text(lang, "knowledge:partner_title") });

/** The result's learning articles: exactly the two configured ones, linked in `lang` (videos in English, PDFs in Thai). */
async function expectConfiguredArticles(page: Page, lang: Lang): Promise<void> {
  const articles = page.getByRole("region", { name: text(lang, "knowledge:articles_title") });
  await expect(articles.getByRole("link")).toHaveCount(2);
  for (const [key, links] of Object.entries(E2E_LEARNING_ARTICLES)) {
    const link = articles.getByRole("link", { name: text(lang, `knowledge:article_${key}`) });
    await expect(link).toHaveAttribute("href", links[lang]);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toContainText(text(lang, lang === "th" ? "knowledge:article_pdf" : "knowledge:article_video"));
  }
}

test("a KYC-approved user takes the knowledge test with two wrong answers, reviews them, then can swap", async ({ page, wallet }) => {
  test.setTimeout(240_000);
  const account = await kycApprovedAccount();
  await takeSuitabilityTest(account);
  const wrongOnes: { q: string; right: string; wrong: string }[] = [];

  await test.step("the test asks for login first, then shows the ten drawn questions", async () => {
    await page.goto(`${stackInfo().api}/knowledge-test`);
    await acceptCookies(page);
    await expect(page).toHaveURL(/\/login\?next=KnowledgeTest$/);
    const main = page.getByRole("main");
    await main.getByLabel("Email").fill(account.email);
    await main.getByLabel("Password", { exact: true }).fill(account.password);
    await main.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL(/\/knowledge-test$/);
    await expect(page.getByRole("heading", { level: 1, name: "Knowledge Test" })).toBeVisible();
    await expect(page.getByRole("group", { name: /^Question \d+ of 10/ })).toHaveCount(10);
    // Not taken yet: the configured partner platform is offered as the other place to take it.
    const partner = partnerCard(page, "en").getByRole("link", { name: text("en", "knowledge:partner_link", { host: "partner.example" }) });
    await expect(partner).toHaveAttribute("href", E2E_PARTNER_PLATFORM_URL);
    await expect(partner).toHaveAttribute("target", "_blank");
    await expect(partner).toHaveAttribute("rel", "noopener noreferrer");
  });

  await test.step("every question is required: the missing ones are named", async () => {
    const questions = page.getByRole("group", { name: /^Question \d+ of 10/ });
    for (let i = 0; i < 9; i++) {
      const fieldset = questions.nth(i);
      const question = await questionOf(fieldset);
      // Two wrong answers (the 2nd and the 6th question), the rest right.
      const pick = i === 1 || i === 5 ? question.wrong : question.right;
      if (pick === question.wrong) wrongOnes.push(question);
      await fieldset.getByRole("radio", { name: pick, exact: true }).check();
    }
    await expect(page.getByRole("progressbar", { name: "Questions answered" })).toHaveAttribute("aria-valuenow", "9");
    await page.getByRole("button", { name: "Submit answers" }).click();
    const missing = page.getByRole("alert").filter({ hasText: "Please answer every question." });
    await expect(missing).toBeFocused();
    await expect(missing.getByRole("button")).toHaveText(["Question 10"]);
    await expect(questions.nth(9)).toContainText("Please answer this question.");
    await expectNoSeriousViolations(page);
    await shots(page, "knowledge-test", "en");
    await missing.getByRole("button", { name: "Question 10" }).click();
    await expect(questions.nth(9).getByRole("radio").first()).toBeFocused();
    const last = await questionOf(questions.nth(9));
    await questions.nth(9).getByRole("radio", { name: last.right, exact: true }).check();
    await expect(missing).toBeHidden();
  });

  await test.step("the result: 8 of 10, with 'Success !'", async () => {
    await page.getByRole("button", { name: "Submit answers" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Success !" })).toBeVisible();
    const title = page.getByRole("heading", { level: 2, name: "Knowledge Test Results" });
    await expect(title).toBeFocused();
    await expect(page.getByText("Your knowledge scores from 8 of 10")).toBeVisible();
    // The suitability test is taken: no invitation to it.
    await expect(page.getByRole("link", { name: "Go to Suitability Test" })).toHaveCount(0);
    // Taken: the partner card is gone; the two configured articles are listed with their videos.
    await expect(partnerCard(page, "en")).toHaveCount(0);
    await expectConfiguredArticles(page, "en");
    await expectNoSeriousViolations(page);
    await shots(page, "knowledge-result", "en");
  });

  await test.step("the correct answers: the two wrong questions with the correct choice marked", async () => {
    await page.getByRole("link", { name: "See the correct answers" }).click();
    await expect(page).toHaveURL(/\/knowledge-test-correct-answer$/);
    await expect(page.getByRole("heading", { level: 1, name: "Correct Answers" })).toBeVisible();
    const items = page.locator(".kn-review-item");
    await expect(items).toHaveCount(2);
    for (const [i, question] of wrongOnes.entries()) {
      const item = items.nth(i);
      await expect(item.getByRole("heading", { level: 2 })).toContainText(question.q);
      await expect(item.getByRole("listitem").filter({ hasText: "Your answer" })).toContainText(question.wrong);
      await expect(item.getByRole("listitem").filter({ hasText: "Correct answer" })).toContainText(question.right);
    }
    await expectNoSeriousViolations(page);
    await shots(page, "knowledge-correct-answers", "en");
  });

  await test.step("in Thai: the correct answers, the result and a new draw", async () => {
    await page.getByRole("button", { name: /^TH / }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "th");
    await expect(page.getByRole("heading", { level: 1, name: text("th", "knowledge:correct_title") })).toBeVisible();
    await expect(page.locator(".kn-review-item").getByRole("listitem").filter({ hasText: text("th", "knowledge:correct_answer") })).toHaveCount(2);
    await expectNoSeriousViolations(page);
    await shots(page, "knowledge-correct-answers", "th");
    await page.getByRole("link", { name: text("th", "knowledge:next") }).click();
    await expect(page.getByRole("heading", { level: 2, name: text("th", "knowledge:results_title") })).toBeVisible();
    await expect(page.getByText(text("th", "knowledge:score", { points: "8", total: "10" }))).toBeVisible();
    await expectConfiguredArticles(page, "th");
    await shots(page, "knowledge-result", "th");
    // A retake asks the server for a new draw; the score stays 8 until it is submitted.
    await page.getByRole("button", { name: text("th", "knowledge:retake") }).click();
    await expect(page.getByRole("group", { name: new RegExp(`^${text("th", "knowledge:question_number", { number: "\\d+", total: "10" })}`) })).toHaveCount(10);
    // A retake is by a user who took the test: no partner card.
    await expect(partnerCard(page, "th")).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await shots(page, "knowledge-test", "th");
    await page.getByRole("button", { name: /^EN / }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  await test.step("the Exchange lets the user swap: no alert listing the tests", async () => {
    await openExchange(page);
    await connectWallet(page);
    await chooseToken(page, "From", "ETH");
    await chooseToken(page, "To", "DAI");
    await enterFromAmount(page, "0.1");
    await exchangeButton(page, "Swap").click();
    const confirm = dialog(page, "Confirm swap");
    await expect(confirm).toBeVisible();
    await expect(dialog(page, "Before you can trade")).toHaveCount(0);
    await confirm.getByRole("button", { name: "Confirm swap" }).click();
    const done = dialog(page, "Swap complete");
    await expect(done).toBeVisible({ timeout: 30_000 });
    await expect(done).toContainText(/You received [\d,.]+ DAI/);
    expect(wallet.sent).toHaveLength(1);
  });
});
