import { describe, expect, it } from "vitest";
import { checkKycEdit, kycFormFromData } from "./edit-form";
import { kycEditTopics } from "./edit-topics";
import type { KycForm } from "./kyc-form.schema";
import { ctxFixture, foreignPersonalForm, referenceFixture, thaiPersonalForm } from "./kyc.fixtures";
import { buildKycSubmission } from "./submission";

const links = { identificationPicture: "https://f/p.png", selfIdentificationPicture: "https://f/s.png", governmentIssued: "https://f/g.png" };
/** The form as the server stored it: what the submission rules made of a wizard form. */
const stored = (form: KycForm) => buildKycSubmission(form, links)._unsafeUnwrap() as Record<string, string | boolean>;
const note = (group: string, topic: string) => ({ group, topic, detail: "Please check." });

describe("kycFormFromData", () => {
  it("gives back the wizard's form from a stored Thai submission: lifetime flag, same address, links", () => {
    const data = stored({ ...thaiPersonalForm, isLifetime: true });
    expect(data.expireDateOfId).toBe("Lifetime ID Card");
    const { expireDateOfId: _expiry, ...expected } = thaiPersonalForm;
    expect(kycFormFromData(data)).toEqual({
      ...expected,
      identificationId: "1234567890121",
      laserCode: "JT1-2345678-90",
      isLifetime: true,
      currentAddressLineOne: "9 Nimman Rd",
      currentCountry: "Thailand",
      currentProvince: "CHIANG_MAI",
      currentCity: "Mueang Chiang Mai",
      currentPostcode: "50200",
    });
  });

  it("keeps two different addresses apart and a dated expiry with the lifetime flag off", () => {
    const form = kycFormFromData(stored(foreignPersonalForm));
    expect(form.isCurrentAddressSameAsOrigin).toBeUndefined();
    expect([form.currentCountry, form.expireDateOfId, form.isLifetime, form.identificationPicture]).toEqual(["Thailand", "2032-03-01", false, "https://f/p.png"]);
  });

  it("leaves out unknown keys and values of the wrong type instead of failing the whole form", () => {
    expect(kycFormFromData({ firstName: "Somchai", nameTitle: "Dr.", isAmerican: "no", admin: true })).toEqual({ firstName: "Somchai", isLifetime: false });
    expect(kycFormFromData(null)).toEqual({ isLifetime: false });
  });
});

describe("checkKycEdit", () => {
  const form = kycFormFromData(stored(thaiPersonalForm));
  const topics = kycEditTopics([note("identification", "laserCode"), note("information", "career")], form, referenceFixture);

  it("passes a corrected form that keeps every rule", () => {
    expect(checkKycEdit({ ...form, laserCode: "AB1-2345678-90" }, topics, ctxFixture)).toEqual({ errors: {}, extraFields: [] });
  });

  it("reports every broken rule in wizard order, and names the failing fields no topic shows", () => {
    const edited: KycForm = { ...form, laserCode: "nope", career: "OC54", workingAtCompanyName: "" };
    expect(checkKycEdit(edited, topics, ctxFixture)).toEqual({
      errors: { careerOther: "KYC_REQUIRED", workingAtCompanyName: "KYC_REQUIRED", laserCode: "LASER_CODE_INVALID" },
      extraFields: ["careerOther", "workingAtCompanyName"],
    });
  });
});
