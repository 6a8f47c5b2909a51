import { okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { KycApiPort } from "../../ports/kyc-api.port";
import { kycFormFromData } from "../edit-form";
import { kycEditTopics } from "../edit-topics";
import type { KycForm } from "../kyc-form.schema";
import { ctxFixture, referenceFixture, thaiPersonalForm } from "../kyc.fixtures";
import { kycFormInvalid } from "../kyc-use-case.errors";
import type { KycSubmission } from "../submission";
import { submitKycEdit } from "./submit-kyc-edit";

/** An in-memory KYC API: stores uploads by field and keeps the last submission. */
function memoryKycApi() {
  const uploads: string[] = [];
  const submitted: KycSubmission[] = [];
  const kyc: Pick<KycApiPort, "uploadDocument" | "submit"> = {
    uploadDocument: (field, file, fileName) => {
      uploads.push(`${field}:${fileName}:${file.size}`);
      return okAsync({ name: field, link: `/v1/api/user/kyc/docs/${field}-new`, contentType: file.type });
    },
    submit: (submission) => {
      submitted.push(submission);
      return okAsync("VERIFYING");
    },
  };
  return { kyc, uploads, submitted };
}

const form: KycForm = kycFormFromData({ ...thaiPersonalForm, expireDateOfId: "2029-01-01" } as Record<string, string | boolean>);
const topics = kycEditTopics(
  [
    { group: "identification", topic: "selfIdentificationPicture", detail: "Hold the note" },
    { group: "identification", topic: "laserCode", detail: "Unreadable" },
  ],
  form,
  referenceFixture,
);

describe("submitKycEdit", () => {
  it("uploads the newly picked document, then submits the corrected form with its link", async () => {
    const api = memoryKycApi();
    const selfie = new File([new Uint8Array(12)], "selfie-2.png", { type: "image/png" });
    const edited: KycForm = { ...form, laserCode: "ab1-2345678-90", selfIdentificationPicture: selfie };
    expect((await submitKycEdit({ kyc: api.kyc }, { form: edited, topics, ctx: ctxFixture }))._unsafeUnwrap()).toBe("VERIFYING");
    expect(api.uploads).toEqual(["selfIdentificationPicture:selfie-2.png:12"]);
    expect(api.submitted[0]).toMatchObject({
      laserCode: "AB1-2345678-90",
      selfIdentificationPicture: "/v1/api/user/kyc/docs/selfIdentificationPicture-new",
      identificationPicture: "https://files.example/id.png",
    });
  });

  it("sends nothing when a rule fails, and answers the field codes", async () => {
    const api = memoryKycApi();
    const edited: KycForm = { ...form, laserCode: "nope", selfIdentificationPicture: new File(["x"], "s.png", { type: "image/png" }) };
    expect(await submitKycEdit({ kyc: api.kyc }, { form: edited, topics, ctx: ctxFixture })).toEqual(expect.objectContaining({ error: kycFormInvalid({ laserCode: "LASER_CODE_INVALID" }) }));
    expect([api.uploads, api.submitted]).toEqual([[], []]);
  });
});
