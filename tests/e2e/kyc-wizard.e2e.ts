/**
 * The KYC wizard in the browser (issue 19): a Thai personal customer, in Thai, opens /kyc as a
 * visitor, logs in through the guard, is refused an age under 20 and keeps what was typed, fills
 * the workplace and addresses through the postcode suggestions, reloads halfway and finds the
 * draft on the same step, identifies with an ID card, laser code and a lifetime card, uploads a
 * PNG, a JPEG and a PNG with a progress bar each, checks the summary and submits; the success
 * dialog cannot be dismissed and leads to the KYC summary, and the draft is gone. axe checks every
 * step; screenshots of every step at 1280 and 375 px go to tests/e2e/artifacts/screenshots.
 */
import { expect } from "@playwright/test";
import { test } from "./support/fixtures";
import { jpegFile, pngFile } from "./support/kyc-files";
import { checkAndShoot, choose, field, isoDay, k, next, openWizard, pickSuggestion, picker, stepTitle, submit, thaiId, upload } from "./support/kyc-wizard";
import { text } from "./support/texts";
import { activeAccount } from "./support/users";

test.describe("in th", () => {
  test.use({ locale: "th-TH" });

  test("a Thai personal customer completes the wizard with an ID card, laser code and uploads, and finds the draft after a reload halfway", async ({ page }) => {
    test.setTimeout(240_000);
    const lang = "th";
    const account = await activeAccount(lang);
    await openWizard(page, lang, account);
    await checkAndShoot(page, "step0-th");

    // Step 0: nationality by autocomplete, customer type.
    await pickSuggestion(page.getByRole("combobox", { name: k(lang, "field_nationality") }), "Tha", /^Thai$/);
    await choose(page, lang, "field_customerType", "option_customerType_Personal");
    await next(page, lang);

    // Step 1: an age under 20 is refused with the spec's message; what was typed stays.
    await expect(stepTitle(page, lang, "step_title_1_CUSTOMER")).toBeFocused();
    await expect(field(page, lang, "field_middleName")).toHaveCount(0);
    await choose(page, lang, "field_nameTitle", "option_nameTitle_Mr");
    await field(page, lang, "field_firstNameInThai").fill("สมชาย");
    await field(page, lang, "field_lastNameInThai").fill("ใจดี");
    await field(page, lang, "field_firstName").fill("Somchai");
    await field(page, lang, "field_lastName").fill("Jaidee");
    await choose(page, lang, "field_gender", "option_gender_Male");
    await choose(page, lang, "field_maritalStatus", "option_maritalStatus_Married");
    await field(page, lang, "field_birthdate").fill(isoDay(-19));
    await field(page, lang, "field_tel").fill("0812345678");
    await field(page, lang, "field_career").selectOption("OC03");
    await field(page, lang, "field_workingAtCompanyName").fill("บริษัท ตัวอย่าง จำกัด");
    const workplace = page.getByRole("group", { name: k(lang, "section_workplace") });
    await field(workplace, lang, "field_country").selectOption("Thailand");
    await field(workplace, lang, "field_addressLineOne").fill("99 ถนนสุขุมวิท");
    await pickSuggestion(workplace.getByRole("combobox", { name: k(lang, "field_postcode") }), "1011", /^10110 · คลองเตย/);
    await expect(workplace.getByRole("combobox", { name: k(lang, "field_city") })).toHaveValue("คลองเตย");
    await expect(field(workplace, lang, "field_province")).toHaveValue("BANGKOK");
    await field(page, lang, "field_averageIncome").selectOption("IN03");
    await next(page, lang);
    await expect(field(page, lang, "field_birthdate")).toBeFocused();
    await expect(field(page, lang, "field_birthdate")).toHaveAccessibleDescription(k(lang, "error_KYC_AGE_UNDER_MINIMUM"));
    await expect(field(page, lang, "field_firstNameInThai")).toHaveValue("สมชาย");
    await checkAndShoot(page, "step1-errors-th");
    await field(page, lang, "field_birthdate").fill(isoDay(-30, -40));
    await expect(field(page, lang, "field_birthdate")).not.toHaveAccessibleDescription(k(lang, "error_KYC_AGE_UNDER_MINIMUM"));
    await checkAndShoot(page, "step1-th");
    await next(page, lang);

    // Step 2: the countries default from the nationality; "same as origin" mirrors the origin address.
    await expect(stepTitle(page, lang, "step_title_2_CUSTOMER")).toBeVisible();
    const origin = page.getByRole("group", { name: k(lang, "section_origin_address") });
    await expect(field(origin, lang, "field_country")).toHaveValue("Thailand");
    await field(origin, lang, "field_addressLineOne").fill("12/3 หมู่ 4");
    await pickSuggestion(origin.getByRole("combobox", { name: k(lang, "field_city") }), "เมืองเชียงใหม่", /^50\d{3} · เมืองเชียงใหม่/);
    await field(page, lang, "field_isCurrentAddressSameAsOrigin").check();
    const current = page.getByRole("group", { name: k(lang, "section_current_address") });
    await expect(current).toContainText("12/3 หมู่ 4");
    await expect(current).toContainText("เชียงใหม่");

    // Halfway, a reload: the draft brings the form back on the same step.
    await page.reload();
    await expect(stepTitle(page, lang, "step_title_2_CUSTOMER")).toBeVisible({ timeout: 30_000 });
    await expect(field(origin, lang, "field_addressLineOne")).toHaveValue("12/3 หมู่ 4");
    await expect(field(page, lang, "field_isCurrentAddressSameAsOrigin")).toBeChecked();
    await checkAndShoot(page, "step2-th");
    await next(page, lang);

    // Step 3: ID card, laser code, lifetime card, three photos, FATCA, terms unlocked at their end.
    await expect(stepTitle(page, lang, "step_title_3_CUSTOMER")).toBeVisible();
    await field(page, lang, "field_identificationId_idCard").fill(thaiId("110170012345"));
    await field(page, lang, "field_laserCode").fill("jt1-1234567-89");
    await field(page, lang, "field_issueDateOfId").fill(isoDay(-1, -20));
    await field(page, lang, "field_isLifetime").check();
    await expect(field(page, lang, "field_expireDateOfId")).toBeDisabled();
    await upload(page, "identificationPicture", pngFile("id-card.png"));
    await upload(page, "selfIdentificationPicture", await jpegFile(page, "selfie.jpg"));
    await upload(page, "governmentIssued", pngFile("house-registration.png"));
    await expect(picker(page, "selfIdentificationPicture")).toContainText("selfie.jpg");
    await expect(picker(page, "identificationPicture").locator("img.kyc-thumb")).toBeVisible();
    await choose(page, lang, "field_isAmerican", "no");
    await choose(page, lang, "field_isAmericanForPayTax", "no");
    const terms = field(page, lang, "field_isAcceptTermAndPolicy");
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(terms).toBeDisabled();
    await page.getByRole("region", { name: k(lang, "terms_box_label") }).evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect(terms).toBeEnabled();
    await terms.check();
    await page.setViewportSize({ width: 1280, height: 800 });
    await checkAndShoot(page, "step3-th");
    await next(page, lang);

    // Step 4: the summary of everything, files by name; Submit uploads them, then sends the form.
    await expect(stepTitle(page, lang, "step_title_4")).toBeVisible();
    const summary = page.locator(".kyc-summary");
    await expect(summary).toContainText("สมชาย ใจดี");
    await expect(summary).toContainText(k(lang, "field_isLifetime"));
    for (const name of ["id-card.png", "selfie.jpg", "house-registration.png"]) await expect(summary).toContainText(name);
    await checkAndShoot(page, "step4-th");
    await submit(page, lang);
    const success = page.getByRole("dialog", { name: k(lang, "success_title") });
    await expect(success).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press("Escape");
    await expect(success).toBeVisible();
    await expect(success.getByRole("button", { name: text(lang, "common:close") })).toHaveCount(0);
    await checkAndShoot(page, "success-th", false);
    expect(await page.evaluate((key) => localStorage.getItem(key), `KYC:${account.id}`)).toBeNull();
    await success.getByRole("button", { name: k(lang, "success_button") }).click();
    await expect(page).toHaveURL(/\/summary-of-kyc/);
  });
});
