import { describe, expect, it } from "vitest";
import { mailLink } from "./dev-outbox-link";

describe("mailLink", () => {
  it("finds the action link of a rendered mail, and none in a mail without one", () => {
    const text = "Hello Ann,\n\nPlease confirm.\n\nConfirm email: http://127.0.0.1:5173/confirm-email?code=x-_1&email=a%40b.co\n\nKUL Swap";
    expect(mailLink(text)).toBe("http://127.0.0.1:5173/confirm-email?code=x-_1&email=a%40b.co");
    expect(mailLink("Your identity verification is approved.")).toBeNull();
  });
});
