/**
 * Wrong inputs in the KYC wizard (issue 19), in English: on each step Next shows the spec's
 * message beneath each wrong field, moves the focus to the first one and keeps everything typed;
 * refused files (over 5 MB, text named like a picture) are cleared with their message before
 * anything is sent; Back, the button or the browser's, goes to the previous step with nothing
 * lost. axe checks the steps with their errors; screenshots at 1280 and 375 px.
 */
import { expect } from "@playwright/test";
import { test } from "./support/fixtures";
import { oversizePhoto, pngFile, textNamedPng } from "./support/kyc-files";
import { checkAndShoot, choose, field, group, isoDay, k, next, openWizard, pickSuggestion, picker, section, stepTitle, upload } from "./support/kyc-wizard";
import { text } from "./support/texts";
import { activeAccount } from "./support/users";

const lang = "en";
const required = text(lang, "errors:KYC_REQUIRED");
/** A description that ends with `message` (a field's hint comes first when it has one). */
const endsWith = (message: string) => new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

test("wrong inputs on each step show the spec's messages beneath the fields and keep what was typed", async ({ page }) => {
  test.setTimeout(180_000);
  await openWizard(page, lang, await activeAccount(lang));

  // Step 0: nothing chosen.
  await next(page, lang);
  const nationality = page.getByRole("combobox", { name: k(lang, "field_nationality") });
  await expect(nationality).toBeFocused();
  await expect(nationality).toHaveAccessibleDescription(required);
  await expect(group(page, lang, "field_customerType")).toHaveAccessibleDescription(required);
  await expect(page.getByRole("alert").filter({ hasText: k(lang, "fix_errors") })).toBeVisible();
  await checkAndShoot(page, "step0-errors-en");
  await pickSuggestion(nationality, "Thai", /^Thai$/);
  await expect(nationality).not.toHaveAccessibleDescription(required);
  await choose(page, lang, "field_customerType", "option_customerType_Personal");
  await next(page, lang);

  // Step 1: the required fields, a Thai postcode of the wrong length, an age under 20.
  await expect(stepTitle(page, lang, "step_title_1_CUSTOMER")).toBeVisible();
  await field(page, lang, "field_firstName").fill("Somsri");
  await field(page, lang, "field_birthdate").fill(isoDay(-20, 5));
  await field(page, lang, "field_career").selectOption("OC03");
  const workplace = section(page, lang, "section_workplace");
  await field(workplace, lang, "field_country").selectOption("Thailand");
  await field(workplace, lang, "field_postcode").fill("101");
  await next(page, lang);
  await expect(group(page, lang, "field_nameTitle").getByRole("radio").first()).toBeFocused();
  await expect(group(page, lang, "field_nameTitle")).toHaveAccessibleDescription(required);
  await expect(field(page, lang, "field_firstNameInThai")).toHaveAccessibleDescription(required);
  await expect(field(page, lang, "field_birthdate")).toHaveAccessibleDescription(k(lang, "error_KYC_AGE_UNDER_MINIMUM"));
  await expect(field(workplace, lang, "field_postcode")).toHaveAccessibleDescription(text(lang, "errors:KYC_POSTCODE_INVALID"));
  await expect(field(page, lang, "field_firstName")).toHaveValue("Somsri");
  await expect(field(workplace, lang, "field_postcode")).toHaveValue("101");
  await checkAndShoot(page, "step1-errors-en");

  await choose(page, lang, "field_nameTitle", "option_nameTitle_Mrs");
  await field(page, lang, "field_firstNameInThai").fill("สมศรี");
  await field(page, lang, "field_lastNameInThai").fill("มีสุข");
  await field(page, lang, "field_lastName").fill("Meesuk");
  await choose(page, lang, "field_gender", "option_gender_Female");
  await choose(page, lang, "field_maritalStatus", "option_maritalStatus_Married");
  await field(page, lang, "field_birthdate").fill(isoDay(-40));
  await field(page, lang, "field_tel").fill("0861112222");
  await field(page, lang, "field_workingAtCompanyName").fill("Khlong Toei Market Co.");
  await field(workplace, lang, "field_addressLineOne").fill("3 Rama IV Road");
  await pickSuggestion(workplace.getByRole("combobox", { name: k(lang, "field_postcode") }), "10110", /Khlong Toei/);
  await field(page, lang, "field_averageIncome").selectOption("IN02");
  await next(page, lang);

  // Step 2: the origin address is required; the current one unless it is the same.
  await expect(stepTitle(page, lang, "step_title_2_CUSTOMER")).toBeVisible();
  const origin = section(page, lang, "section_origin_address");
  await field(origin, lang, "field_addressLineOne").fill("7 Soi Ari");
  await next(page, lang);
  await expect(field(origin, lang, "field_city")).toHaveAccessibleDescription(endsWith(required));
  await expect(field(section(page, lang, "section_current_address"), lang, "field_addressLineOne")).toHaveAccessibleDescription(required);
  await expect(field(origin, lang, "field_addressLineOne")).toHaveValue("7 Soi Ari");
  await checkAndShoot(page, "step2-errors-en");
  await pickSuggestion(origin.getByRole("combobox", { name: k(lang, "field_postcode") }), "10400", /10400/);
  await field(page, lang, "field_isCurrentAddressSameAsOrigin").check();
  await next(page, lang);

  // Step 3: a wrong ID card checksum, a wrong laser code, dates on the wrong side of today, refused files.
  await expect(stepTitle(page, lang, "step_title_3_CUSTOMER")).toBeVisible();
  await field(page, lang, "field_identificationId_idCard").fill("1101700123450");
  await field(page, lang, "field_laserCode").fill("AB12");
  await field(page, lang, "field_issueDateOfId").fill(isoDay(0, 3));
  await field(page, lang, "field_expireDateOfId").fill(isoDay(0, 3));
  await upload(page, "identificationPicture", oversizePhoto());
  await expect(picker(page, "identificationPicture")).toContainText(k(lang, "upload_photo_too_large", { limitMb: "5" }));
  await expect(picker(page, "identificationPicture")).not.toContainText("too-big.png");
  await upload(page, "selfIdentificationPicture", textNamedPng());
  await expect(picker(page, "selfIdentificationPicture")).toContainText(k(lang, "upload_photo_type"));
  await upload(page, "governmentIssued", pngFile("gov.png"));
  await next(page, lang);
  await expect(field(page, lang, "field_identificationId_idCard")).toBeFocused();
  await expect(field(page, lang, "field_identificationId_idCard")).toHaveAccessibleDescription(endsWith(text(lang, "errors:ID_CARD_INVALID")));
  await expect(field(page, lang, "field_laserCode")).toHaveAccessibleDescription(endsWith(text(lang, "errors:LASER_CODE_INVALID")));
  await expect(field(page, lang, "field_issueDateOfId")).toHaveAccessibleDescription(k(lang, "error_KYC_ISSUE_DATE_IN_FUTURE"));
  await expect(field(page, lang, "field_expireDateOfId")).toHaveAccessibleDescription(k(lang, "error_KYC_EXPIRY_TOO_SOON"));
  await expect(group(page, lang, "field_isAmerican")).toHaveAccessibleDescription(required);
  // A refused file leaves the field empty, its reason shown until another file is picked.
  await expect(picker(page, "identificationPicture")).toContainText(k(lang, "upload_photo_too_large", { limitMb: "5" }));
  await expect(picker(page, "identificationPicture")).not.toContainText(k(lang, "upload_stored"));
  await expect(picker(page, "governmentIssued")).toContainText("gov.png");
  await expect(field(page, lang, "field_laserCode")).toHaveValue("AB12");
  await checkAndShoot(page, "step3-errors-en");

  // Back keeps everything, and the summary is reached only through a valid step 3.
  await page.getByRole("button", { name: k(lang, "back"), exact: true }).click();
  await expect(stepTitle(page, lang, "step_title_2_CUSTOMER")).toBeVisible();
  await expect(field(origin, lang, "field_addressLineOne")).toHaveValue("7 Soi Ari");
  await next(page, lang);
  await expect(field(page, lang, "field_laserCode")).toHaveValue("AB12");
  await expect(picker(page, "governmentIssued")).toContainText("gov.png");

  // The browser's Back goes to the previous step too, on the same page.
  await page.goBack();
  await expect(stepTitle(page, lang, "step_title_2_CUSTOMER")).toBeVisible();
  await page.goBack();
  await expect(stepTitle(page, lang, "step_title_1_CUSTOMER")).toBeVisible();
  await expect(field(page, lang, "field_firstName")).toHaveValue("Somsri");
  await expect(page).toHaveURL(/\/kyc$/);
});
