import { expect } from "vitest";
import { pendingFile, organizationForm, thaiPersonalForm, withFreshIdentity } from "../../core/kyc/kyc.fixtures";
import { samplePdf, samplePng } from "../../core/testing/sample-files";
import type { KycForm } from "../../core/kyc/kyc-form.schema";
import { buildKycSubmission, documentsToUpload, type KycSubmission } from "../../core/kyc/submission";
import { createAdminKycClient, createKycClient } from "../support/wire-clients/kyc.client";
import { signInTestUser, type TestServer } from "./server-harness";

/** A whole png, padded to `size` bytes when given (at least 102): what the server's content checks accept. */
export function pngBytes(size?: number): Uint8Array {
  return size === undefined ? samplePng() : samplePng({ size });
}

/** A whole one-page pdf, padded to `size` bytes when given. */
export function pdfBytes(size?: number): Uint8Array {
  return size === undefined ? samplePdf() : samplePdf({ size });
}

/** A blob of `bytes` for FormData. */
export function blobOf(bytes: Uint8Array, type = "application/octet-stream"): Blob {
  return new Blob([new Uint8Array(bytes)], { type });
}

/** A Thai Personal customer's complete form with every document still a picked file. */
export const personalFormToUpload: KycForm = {
  ...thaiPersonalForm,
  identificationPicture: pendingFile("id.png"),
  selfIdentificationPicture: pendingFile("selfie.png"),
  governmentIssued: pendingFile("gov.png"),
};

/** An Organization's complete form (Thai representative) with every document still a picked file. */
export const organizationFormToUpload: KycForm = {
  ...organizationForm,
  ...personalFormToUpload,
  customerType: "Organization",
  orgShareholders: pendingFile("shareholders.pdf", 500, "application/pdf"),
  orgSealCert: pendingFile("seal.png"),
};

/** A signed-in user with the KYC client and the bits of their account a test reads. */
export async function kycUser(server: TestServer, fields: Parameters<typeof signInTestUser>[1] = {}) {
  const signed = await signInTestUser(server.deps, fields);
  const api = server.clientWithToken(signed.token);
  return { ...signed, api, kyc: createKycClient(api), admin: createAdminKycClient(api) };
}

/**
 * Uploads each picked file of `form` as the user would (pdf for pdf types, png otherwise) and builds the body.
 * One identity holds one account: the form gets an ID card or passport number of its own unless `identity` is "as-is".
 */
export async function uploadAndBuild(kyc: ReturnType<typeof createKycClient>, given: KycForm, identity: "fresh" | "as-is" = "fresh"): Promise<KycSubmission> {
  const form = identity === "fresh" ? withFreshIdentity(given) : given;
  const links: Record<string, string> = {};
  for (const { field, file } of documentsToUpload(form)) {
    const bytes = file.type === "application/pdf" ? pdfBytes() : pngBytes();
    const uploaded = await kyc.uploadDocument(field, blobOf(bytes), file.name);
    expect(uploaded.isOk(), JSON.stringify(uploaded)).toBe(true);
    links[field] = uploaded._unsafeUnwrap().link;
  }
  return buildKycSubmission(form, links)._unsafeUnwrap();
}
