import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { KYC_DOCUMENT_FIELDS, type KycDocumentField } from "./documents";
import { sampleJpeg, samplePdf, samplePng } from "../testing/sample-files";
import { kycFileContentInvalid, kycFileEmpty, kycFileTooLarge, kycFileTypeNotAllowed } from "./kyc.errors";
import { checkKycFile, checkKycUpload } from "./uploads";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const PDF = new TextEncoder().encode("%PDF-1.7\n");
const GIF = new TextEncoder().encode("GIF89a");
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0]);
const PHOTOS = ["image/png", "image/jpeg"];
const DOCS = ["image/png", "image/jpeg", "application/pdf"];

describe("checkKycUpload", () => {
  it.each<[KycDocumentField, number, Uint8Array, unknown]>([
    ["identificationPicture", 5_000_000, PNG, ok({ field: "identificationPicture", kind: "photo", contentType: "image/png" })],
    ["selfIdentificationPicture", 1234, JPEG, ok({ field: "selfIdentificationPicture", kind: "photo", contentType: "image/jpeg" })],
    ["governmentIssued", 5_000_001, JPEG, err(kycFileTooLarge(5, 5.000001))],
    ["governmentIssued", 1000, PDF, err(kycFileTypeNotAllowed(PHOTOS))],
    ["identificationPicture", 1000, GIF, err(kycFileTypeNotAllowed(PHOTOS))],
    ["proofOfIncome", 10_000_000, PDF, ok({ field: "proofOfIncome", kind: "document", contentType: "application/pdf" })],
    ["assetOwnership", 6_000_000, JPEG, ok({ field: "assetOwnership", kind: "document", contentType: "image/jpeg" })],
    ["orgCompanyCert", 10_000_001, PDF, err(kycFileTooLarge(10, 10.000001))],
    ["orgPowerAttorney", 500, EXE, err(kycFileTypeNotAllowed(DOCS))],
    ["orgShareholders", 0, PDF, err(kycFileEmpty())],
  ])("checks %s of %i bytes", (field, size, head, expected) => {
    expect(checkKycUpload(field, { size, head })).toEqual(expected);
  });

  it("accepts a jpeg of any size up to 5 MB for every field", () => {
    fc.assert(
      fc.property(fc.constantFrom(...KYC_DOCUMENT_FIELDS), fc.integer({ min: 1, max: 5_000_000 }), (field, size) => {
        expect(checkKycUpload(field, { size, head: JPEG }).isOk()).toBe(true);
      }),
    );
  });
});

describe("checkKycFile", () => {
  const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");

  it.each([
    ["a whole png photo", "identificationPicture", samplePng(), "image/png"],
    ["a whole jpeg photo", "selfIdentificationPicture", sampleJpeg({ exif: true }), "image/jpeg"],
    ["a whole pdf document", "proofOfIncome", samplePdf(), "application/pdf"],
  ] as const)("accepts %s", (_name, field, content, contentType) => {
    expect(checkKycFile(field, content).map((a) => a.contentType)).toEqual(ok(contentType));
  });

  it.each([
    ["a png header followed by HTML", "identificationPicture", new Uint8Array([...PNG, ...html])],
    ["a jpeg cut short", "governmentIssued", sampleJpeg().subarray(0, 40)],
    ["a pdf header followed by anything", "proofOfIncome", PDF],
    ["a pdf with HTML after %%EOF", "orgCompanyCert", new Uint8Array([...samplePdf(), ...html])],
  ] as const)("refuses %s as damaged content", (_name, field, content) => {
    expect(checkKycFile(field, content)).toEqual(err(kycFileContentInvalid()));
  });

  it("refuses by size and type before reading the structure", () => {
    expect([checkKycFile("orgShareholders", new Uint8Array()), checkKycFile("identificationPicture", GIF)]).toEqual([err(kycFileEmpty()), err(kycFileTypeNotAllowed(PHOTOS))]);
  });
});
