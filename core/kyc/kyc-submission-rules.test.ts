import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIFETIME_EXPIRY_TEXT } from "./kyc-constants";
import { formFromSubmission, SUBMITTABLE_STATUSES } from "./kyc-submission-rules";

describe("formFromSubmission", () => {
  it.each([
    [{ expireDateOfId: LIFETIME_EXPIRY_TEXT, typeOfCard: "ID Card" }, { isLifetime: true, typeOfCard: "ID Card" }],
    [{ expireDateOfId: "2030-01-01" }, { expireDateOfId: "2030-01-01", isLifetime: false }],
    [{ isLifetime: true }, { isLifetime: false }],
    [null, null],
    ["form", "form"],
    [[1], [1]],
  ])("turns the submitted body %j back into the wizard's form %j", (body, form) => {
    expect(formFromSubmission(body)).toEqual(form);
  });

  it("never lets the client set the lifetime flag without the lifetime expiry text", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.boolean())), (body) => {
        const form = formFromSubmission(body) as Record<string, unknown>;
        expect(form.isLifetime).toBe(body.expireDateOfId === LIFETIME_EXPIRY_TEXT);
      }),
    );
  });
});

describe("SUBMITTABLE_STATUSES", () => {
  it("lets only UNVERIFIED and REQUEST_CHANGE users submit", () => {
    expect(SUBMITTABLE_STATUSES).toEqual(["UNVERIFIED", "REQUEST_CHANGE"]);
  });
});
