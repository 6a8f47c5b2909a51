import { expect } from "vitest";
import { pendingFile, organizationForm, thaiPersonalForm } from "../../core/kyc/kyc.fixtures";
import type { KycForm } from "../../core/kyc/kyc-form.schema";
import { buildKycSubmission, documentsToUpload, type KycSubmission } from "../../core/kyc/submission";
import { createAdminKycClient, createKycClient } from "../support/wire-clients/kyc.client";
import { signInTestUser, type TestServer } from "./server-harness";

/** A tiny png (signature plus padding): what the server's content sniffing recognises as image/png. */
export function pngBytes(size = 64): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

/** A tiny pdf ("%PDF-" and padding). */
export function pdfBytes(size = 64): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([...Buffer.from("%PDF-1.7\n")]);
  return bytes;
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

/** Uploads each picked file of `form` as the user would (pdf for pdf types, png otherwise) and builds the body. */
export async function uploadAndBuild(kyc: ReturnType<typeof createKycClient>, form: KycForm): Promise<KycSubmission> {
  const links: Record<string, string> = {};
  for (const { field, file } of documentsToUpload(form)) {
    const bytes = file.type === "application/pdf" ? pdfBytes() : pngBytes();
    const uploaded = await kyc.uploadDocument(field, blobOf(bytes), file.name);
    expect(uploaded.isOk(), JSON.stringify(uploaded)).toBe(true);
    links[field] = uploaded._unsafeUnwrap().link;
  }
  return buildKycSubmission(form, links)._unsafeUnwrap();
}
