/** KYC form files on disk for the CLI tests: a valid Thai personal form and its document files. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freshThaiIdCard, thaiPersonalForm } from "../../core/kyc/kyc.fixtures";
import { bangkokIsoDate } from "../../core/shared/bangkok-time";
import { pngBytes } from "../integration/kyc-fixtures";

/** The expiry the rules accept whatever the day: five years after today (Asia/Bangkok). */
export function expiryInFiveYears(now = Date.now()): string {
  const [y, m] = bangkokIsoDate(now).split("-");
  // The 1st of the month avoids 29 February; five years keeps it well past the 7-day rule.
  return `${Number(y) + 5}-${m}-01`;
}

/** A valid form (with an ID card number of its own) whose documents are files in `dir/docs`; returns the form path and the docs folder. */
export function writeValidForm(dir: string, overrides: Record<string, unknown> = {}): { form: string; docs: string } {
  const docs = path.join(dir, "docs");
  mkdirSync(docs, { recursive: true });
  for (const name of ["id.png", "selfie.png", "gov.png"]) writeFileSync(path.join(docs, name), pngBytes(256));
  const form = path.join(dir, "form.json");
  const body = {
    ...thaiPersonalForm,
    identificationId: freshThaiIdCard(),
    expireDateOfId: expiryInFiveYears(),
    identificationPicture: "id.png",
    selfIdentificationPicture: "selfie.png",
    governmentIssued: "gov.png",
    ...overrides,
  };
  writeFileSync(form, JSON.stringify(body, null, 2));
  return { form, docs };
}
