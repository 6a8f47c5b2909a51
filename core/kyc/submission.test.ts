import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { kycDocumentNotUploaded } from "./kyc.errors";
import type { KycForm } from "./kyc-form.schema";
import { foreignPersonalForm, organizationForm, pendingFile, thaiPersonalForm } from "./kyc.fixtures";
import { buildKycSubmission, documentsToUpload } from "./submission";

describe("documentsToUpload", () => {
  it("lists the picked files in upload order and skips uploaded links", () => {
    expect(documentsToUpload(foreignPersonalForm)).toEqual([
      { field: "identificationPicture", file: pendingFile("passport.png") },
      { field: "selfIdentificationPicture", file: pendingFile("selfie.jpg", 2000, "image/jpeg") },
      { field: "governmentIssued", file: pendingFile("gov.png") },
    ]);
  });

  it("puts the high-risk documents first and the organization documents last", () => {
    const form: KycForm = { ...organizationForm, proofOfIncome: pendingFile("income.pdf"), assetOwnership: "https://a" };
    expect(documentsToUpload(form).map((d) => d.field)).toEqual(["proofOfIncome", "orgCompanyCert", "orgPowerAttorney"]);
  });

  it("uploads no organization document for a personal customer", () => {
    const form: KycForm = { ...thaiPersonalForm, orgCompanyCert: pendingFile("cert.pdf") };
    expect(documentsToUpload(form)).toEqual([]);
  });
});

const links = {
  identificationPicture: "https://f/passport.png",
  selfIdentificationPicture: "https://f/selfie.jpg",
  governmentIssued: "https://f/gov.png",
};

describe("buildKycSubmission", () => {
  it("normalises a Thai customer's ID card form", () => {
    const form: KycForm = {
      ...thaiPersonalForm,
      laserCode: "jt1-2345678-90",
      isLifetime: true,
      inputFileIdCard: { name: "x" },
      inputFileSelfie: "y",
      birthdate: "1990-05-01T00:00:00.000Z",
    };
    const { isLifetime: _l, inputFileIdCard: _i, inputFileSelfie: _s, isCurrentAddressSameAsOrigin: _c, ...rest } = form;
    expect(buildKycSubmission(form, {})).toEqual(
      ok({
        ...rest,
        birthdate: "1990-05-01",
        identificationId: "1234567890121",
        laserCode: "JT1-2345678-90",
        expireDateOfId: "Lifetime ID Card",
        currentAddressLineOne: "9 Nimman Rd",
        currentCountry: "Thailand",
        currentProvince: "CHIANG_MAI",
        currentCity: "Mueang Chiang Mai",
        currentPostcode: "50200",
      }),
    );
  });

  it("drops Thai-only fields for a foreigner and puts the links in place of the files", () => {
    const form: KycForm = { ...foreignPersonalForm, firstNameInThai: "x", lastNameInThai: "y", laserCode: "JT1234567890", identificationId: " TZ1234567 " };
    const { firstNameInThai: _f, lastNameInThai: _l, laserCode: _c, ...rest } = form;
    expect(buildKycSubmission(form, links)).toEqual(ok({ ...rest, ...links, identificationId: "TZ1234567" }));
  });

  it.each<[string, KycForm, string[]]>([
    ["organization fields of a personal customer", { ...thaiPersonalForm, orgCompanyName: "x", orgSealCert: "https://s" }, ["orgCompanyName", "orgSealCert"]],
    ["company fields of an occupation without a workplace", { ...thaiPersonalForm, career: "OC43" }, ["workingAtCompanyName", "workingAtCompanyPostcode"]],
    ["a hidden US tax id", { ...thaiPersonalForm, americanTaxId: "123" }, ["americanTaxId"]],
    ["the lifetime flag of a passport", { ...foreignPersonalForm, isLifetime: true }, ["isLifetime"]],
  ])("drops %s", (_, form, dropped) => {
    const body = buildKycSubmission(form, links)._unsafeUnwrap();
    expect(dropped.filter((f) => f in body)).toEqual([]);
  });

  it("keeps the expiry date of a passport even when the lifetime flag is set", () => {
    const body = buildKycSubmission({ ...foreignPersonalForm, isLifetime: true }, links)._unsafeUnwrap();
    expect(body.expireDateOfId).toBe("2032-03-01");
  });

  it("keeps an organization's documents and company data", () => {
    const body = buildKycSubmission(organizationForm, { orgCompanyCert: "https://c", orgPowerAttorney: "https://p" })._unsafeUnwrap();
    expect([body.orgCompanyCert, body.orgShareholders, body.orgPowerAttorney, body.orgTaxId]).toEqual(["https://c", "https://files.example/shareholders.pdf", "https://p", "0105500000001"]);
  });

  it("refuses a picked file that has no uploaded link", () => {
    expect(buildKycSubmission(foreignPersonalForm, { identificationPicture: "https://f/p" })).toEqual(
      err(kycDocumentNotUploaded("selfIdentificationPicture")),
    );
  });

  it("adds no empty values for fields the form does not have", () => {
    expect(buildKycSubmission({ nationality: "Thai" }, {})).toEqual(ok({ nationality: "Thai" }));
  });
});
