import { ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { validateEmail } from "./credential-rules";
import { isPlaceholderEmail, placeholderEmail } from "./login-session";

describe("placeholder emails", () => {
  it.each([
    ["FACEBOOK", "1234567890", "facebook-1234567890@no-email.invalid"],
    ["GOOGLE", "A.b_C-9", "google-abc9@no-email.invalid"],
  ] as const)("stand in for a %s account %s as %s, a valid address that can never receive mail", (provider, id, expected) => {
    const email = placeholderEmail(provider, id);
    expect([email, isPlaceholderEmail(email), validateEmail(email)]).toEqual([expected, true, ok(expected)]);
  });

  it("never takes a real address for a stand-in", () => {
    expect(["a@b.co", "no-email.invalid@example.com", "x@no-email.invalid.com"].map(isPlaceholderEmail)).toEqual([false, false, false]);
  });
});
