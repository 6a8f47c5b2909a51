/**
 * The KYC wizard for the other customers (issue 19), in English: an organization with its
 * authorized representative and company documents (a high-risk business type adds two documents,
 * discarded when the type changes), and a foreign passport holder (unmatched nationality text
 * cleared, a disabled country not available, no laser code or lifetime card, the US tax id after a
 * yes) whose first upload fails offline and is retried without losing the form. Afterwards /kyc
 * sends the submitted user to the summary, and an inactive user to Exchange. axe checks every
 * step; screenshots of every step at 1280 and 375 px go to tests/e2e/artifacts/screenshots.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./support/fixtures";
import { acceptCookies } from "./support/app";
import { jpegFile, pdfFile, pngFile } from "./support/kyc-files";
import { checkAndShoot, choose, field, isoDay, k, next, openWizard, pickSuggestion, picker, section, stepTitle, submit, thaiId, upload } from "./support/kyc-wizard";
import { stackInfo } from "./support/stack-info";
import { text } from "./support/texts";
import { activeAccount, registeredAccount } from "./support/users";

const lang = "en";

/** The FATCA answers and the terms, scrolled to their end and accepted. */
async function answerUsAndTerms(page: Page, american: boolean): Promise<void> {
  await choose(page, lang, "field_isAmerican", american ? "yes" : "no");
  await choose(page, lang, "field_isAmericanForPayTax", "no");
  await page.getByRole("region", { name: k(lang, "terms_box_label") }).evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await field(page, lang, "field_isAcceptTermAndPolicy").check();
}

/** Waits for the success dialog after a submission and leaves it for the KYC summary. */
async function continueFromSuccess(page: Page, shot?: string): Promise<void> {
  const success = page.getByRole("dialog", { name: k(lang, "success_title") });
  await expect(success).toBeVisible({ timeout: 30_000 });
  if (shot) await checkAndShoot(page, shot, false);
  await success.getByRole("button", { name: k(lang, "success_button") }).click();
  await expect(page).toHaveURL(/\/summary-of-kyc/);
}

test("an organization customer fills the company, its authorized representative and the company documents", async ({ page }) => {
  test.setTimeout(240_000);
  const account = await activeAccount(lang);
  await openWizard(page, lang, account);
  await pickSuggestion(page.getByRole("combobox", { name: k(lang, "field_nationality") }), "thai", /^Thai$/);
  await choose(page, lang, "field_customerType", "option_customerType_Organization");
  await next(page, lang);

  // Step 1: the organization (its country defaults from the nationality), a high-risk business type.
  await expect(stepTitle(page, lang, "step_title_1_ORGANIZATION")).toBeFocused();
  const company = section(page, lang, "section_organization");
  await expect(field(company, lang, "field_country")).toHaveValue("Thailand");
  await field(company, lang, "field_orgCompanyName").fill("Siam Widgets Co., Ltd.");
  await field(company, lang, "field_orgTaxId").fill("0105558123456");
  await field(company, lang, "field_addressLineOne").fill("1 Rama IV Road");
  await pickSuggestion(company.getByRole("combobox", { name: k(lang, "field_postcode") }), "10110", /Watthana/);
  await field(company, lang, "field_orgTel").fill("021234567");
  await field(company, lang, "field_orgBusinessType").selectOption("BT17");
  await field(page, lang, "field_averageIncome").selectOption("IN05");
  await upload(page, "proofOfIncome", pdfFile("bank-statement.pdf"));
  await upload(page, "assetOwnership", pngFile("title-deed.png"));
  // A new business type discards the two high-risk files; they are asked again when it is high-risk again.
  await field(company, lang, "field_orgBusinessType").selectOption("BT01");
  await expect(picker(page, "proofOfIncome")).toHaveCount(0);
  await field(company, lang, "field_orgBusinessType").selectOption("BT17");
  await expect(picker(page, "proofOfIncome")).not.toContainText("bank-statement.pdf");
  await upload(page, "proofOfIncome", pdfFile("bank-statement-2.pdf"));
  await upload(page, "assetOwnership", pngFile("title-deed.png"));

  const representative = section(page, lang, "section_representative");
  await choose(representative, lang, "field_nameTitle", "option_nameTitle_Mrs");
  await field(representative, lang, "field_firstNameInThai").fill("มาลี");
  await field(representative, lang, "field_lastNameInThai").fill("ศรีสุข");
  await field(representative, lang, "field_firstName").fill("Malee");
  await field(representative, lang, "field_lastName").fill("Srisuk");
  await choose(representative, lang, "field_gender", "option_gender_Female");
  await choose(representative, lang, "field_maritalStatus", "option_maritalStatus_Married");
  await field(representative, lang, "field_birthdate").fill(isoDay(-45, 10));
  await field(representative, lang, "field_tel").fill("0898765432");
  // A student has no workplace: the company fields go.
  await field(representative, lang, "field_career").selectOption("OC03");
  await expect(section(page, lang, "section_workplace")).toBeVisible();
  await field(representative, lang, "field_career").selectOption("OC42");
  await expect(section(page, lang, "section_workplace")).toHaveCount(0);

  await upload(page, "orgCompanyCert", pdfFile("company-certificate.pdf"));
  await upload(page, "orgShareholders", pdfFile("shareholders.pdf"));
  await upload(page, "orgPowerAttorney", await jpegFile(page, "power-of-attorney.jpg"));
  await checkAndShoot(page, "org-step1-en");
  await next(page, lang);

  // Step 2: the representative's addresses; a new country clears the province.
  await expect(stepTitle(page, lang, "step_title_2_REPRESENTATIVE")).toBeVisible();
  const origin = section(page, lang, "section_origin_address_representative");
  await field(origin, lang, "field_addressLineOne").fill("88 Nimman Road");
  await pickSuggestion(origin.getByRole("combobox", { name: k(lang, "field_city") }), "Mueang Chiang Mai", /^50200 /);
  const current = section(page, lang, "section_current_address_representative");
  await field(current, lang, "field_addressLineOne").fill("5-1 Marunouchi");
  await field(current, lang, "field_province").selectOption("BANGKOK");
  await field(current, lang, "field_country").selectOption("Japan");
  await expect(field(current, lang, "field_province")).toHaveValue("");
  await field(current, lang, "field_province").fill("Tokyo");
  await field(current, lang, "field_city").fill("Chiyoda");
  await field(current, lang, "field_postcode").fill("100-0005");
  await checkAndShoot(page, "org-step2-en");
  await next(page, lang);

  // Step 3: the representative's ID card with an expiry date.
  await expect(stepTitle(page, lang, "step_title_3_REPRESENTATIVE")).toBeVisible();
  await field(page, lang, "field_identificationId_idCard").fill(thaiId("350010012345"));
  await field(page, lang, "field_laserCode").fill("ME1-2345678-90");
  await field(page, lang, "field_issueDateOfId").fill(isoDay(-2));
  await field(page, lang, "field_expireDateOfId").fill(isoDay(5));
  await upload(page, "identificationPicture", pngFile("representative-id.png"));
  await upload(page, "selfIdentificationPicture", pngFile("representative-selfie.png"));
  await upload(page, "governmentIssued", pngFile("representative-passport.png"));
  await answerUsAndTerms(page, false);
  await next(page, lang);

  // Step 4: company, representative and the company documents by name.
  await expect(stepTitle(page, lang, "step_title_4")).toBeVisible();
  const summary = page.locator(".kyc-summary");
  for (const words of ["Siam Widgets Co., Ltd.", "Mrs. Malee Srisuk", "Chiyoda", "company-certificate.pdf", "shareholders.pdf", "power-of-attorney.jpg", "bank-statement-2.pdf"]) {
    await expect(summary).toContainText(words);
  }
  await expect(page.getByRole("region", { name: k(lang, "summary_section_documents") })).toContainText("company-certificate.pdf");
  await checkAndShoot(page, "org-step4-en");
  await submit(page, lang);
  await continueFromSuccess(page);
});

test("a foreign passport holder verifies with a passport and the US tax id, and retries an upload that failed offline", async ({ page, context }) => {
  test.setTimeout(240_000);
  const account = await activeAccount(lang);
  await openWizard(page, lang, account);

  // Step 0: unmatched text is cleared, a disabled country is not available.
  const nationality = page.getByRole("combobox", { name: k(lang, "field_nationality") });
  await nationality.fill("Martian");
  await expect(page.getByRole("option", { name: k(lang, "no_result_found") })).toBeVisible();
  await nationality.blur();
  await expect(nationality).toHaveValue("");
  await nationality.fill("Iran");
  await expect(page.getByRole("option", { name: `Iranian ${k(lang, "not_available")}` })).toHaveAttribute("aria-disabled", "true");
  await checkAndShoot(page, "step0-en");
  await pickSuggestion(nationality, "Japan", /^Japanese$/);
  await choose(page, lang, "field_customerType", "option_customerType_Personal");
  await next(page, lang);

  // Step 1: no Thai names, a middle name; an occupation to specify, without a workplace.
  await expect(stepTitle(page, lang, "step_title_1_CUSTOMER")).toBeVisible();
  await expect(field(page, lang, "field_firstNameInThai")).toHaveCount(0);
  await choose(page, lang, "field_nameTitle", "option_nameTitle_Miss");
  await field(page, lang, "field_firstName").fill("Hanako");
  await field(page, lang, "field_middleName").fill("Yui");
  await field(page, lang, "field_lastName").fill("Yamada");
  await choose(page, lang, "field_gender", "option_gender_Female");
  await choose(page, lang, "field_maritalStatus", "option_maritalStatus_Single");
  await field(page, lang, "field_birthdate").fill(isoDay(-28, 3));
  await field(page, lang, "field_tel").fill("0901234567");
  await field(page, lang, "field_career").selectOption("OC47");
  await expect(section(page, lang, "section_workplace")).toHaveCount(0);
  await next(page, lang);
  await expect(field(page, lang, "field_careerOther")).toHaveAccessibleDescription(text(lang, "errors:KYC_REQUIRED"));
  await field(page, lang, "field_careerOther").fill("Between jobs, living on savings");
  await field(page, lang, "field_averageIncome").selectOption("IN01");
  await checkAndShoot(page, "step1-en");
  await next(page, lang);

  // Step 2: the country defaults to Japan; the province is free text there.
  await expect(stepTitle(page, lang, "step_title_2_CUSTOMER")).toBeVisible();
  const origin = section(page, lang, "section_origin_address");
  await expect(field(origin, lang, "field_country")).toHaveValue("Japan");
  await field(origin, lang, "field_addressLineOne").fill("2-8-1 Nishi-Shinjuku");
  await field(origin, lang, "field_province").fill("Tokyo");
  await field(origin, lang, "field_city").fill("Shinjuku");
  await field(origin, lang, "field_postcode").fill("163-8001");
  await field(page, lang, "field_isCurrentAddressSameAsOrigin").check();
  await checkAndShoot(page, "step2-en");
  await next(page, lang);

  // Step 3: a passport (no laser code, no lifetime card); a yes to a US question asks the US tax id.
  await expect(stepTitle(page, lang, "step_title_3_CUSTOMER")).toBeVisible();
  await expect(field(page, lang, "field_laserCode")).toHaveCount(0);
  await expect(field(page, lang, "field_isLifetime")).toHaveCount(0);
  await field(page, lang, "field_identificationId_passport").fill("TR1234567");
  await field(page, lang, "field_issueDateOfId").fill(isoDay(-3));
  await field(page, lang, "field_expireDateOfId").fill(isoDay(7));
  await upload(page, "identificationPicture", await jpegFile(page, "passport.jpg"));
  await upload(page, "selfIdentificationPicture", await jpegFile(page, "selfie-with-passport.jpg"));
  await upload(page, "governmentIssued", pngFile("residence-card.png"));
  await answerUsAndTerms(page, true);
  await next(page, lang);
  await expect(field(page, lang, "field_americanTaxId")).toBeFocused();
  await expect(field(page, lang, "field_americanTaxId")).toHaveAccessibleDescription(text(lang, "errors:KYC_REQUIRED"));
  await field(page, lang, "field_americanTaxId").fill("912-70-1234");
  // The example modals: laser code is not offered for a passport, the passport and selfie ones are.
  await page.getByRole("button", { name: `${k(lang, "example_show")}: ${k(lang, "example_selfie_title")}` }).click();
  const example = page.getByRole("dialog", { name: k(lang, "example_selfie_title") });
  await expect(example.getByRole("img", { name: k(lang, "example_alt_selfie") })).toBeVisible();
  await checkAndShoot(page, "example-selfie-en", false);
  await page.keyboard.press("Escape");
  await expect(example).toBeHidden();
  await checkAndShoot(page, "step3-en");
  await next(page, lang);

  // Step 4: offline, the first upload fails with the spec's message and a retry; the form stays.
  await expect(stepTitle(page, lang, "step_title_4")).toBeVisible();
  await expect(page.locator(".kyc-summary")).toContainText("Miss. Hanako Yui Yamada");
  await expect(page.locator(".kyc-summary")).toContainText("912-70-1234");
  await checkAndShoot(page, "step4-en");
  await context.setOffline(true);
  await submit(page, lang);
  const failure = page.getByRole("alert").filter({ hasText: k(lang, "upload_timeout") });
  await expect(failure).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".kyc-summary")).toContainText("passport.jpg");
  await context.setOffline(false);
  await failure.getByRole("button", { name: k(lang, "upload_retry", { name: "passport.jpg" }) }).click();
  await continueFromSuccess(page, "success-en");

  // The KYC is pending now: /kyc leads to the summary.
  await page.goto(`${stackInfo().api}/kyc`);
  await expect(page).toHaveURL(/\/summary-of-kyc/);
});

test("an inactive user is sent from the wizard to Exchange", async ({ page }) => {
  const account = await registeredAccount(lang);
  await page.goto(`${stackInfo().api}/kyc`);
  await expect(page).toHaveURL(/\/login\?next=KYC$/, { timeout: 45_000 });
  await acceptCookies(page, lang);
  const main = page.getByRole("main");
  await main.getByLabel(text(lang, "account:email")).fill(account.email);
  await main.getByLabel(text(lang, "account:password"), { exact: true }).fill(account.password);
  await main.getByRole("button", { name: text(lang, "account:log_in"), exact: true }).click();
  await expect(page).toHaveURL(`${stackInfo().api}/`);
});
