import { describe, expect, it } from "vitest";
import type { Mail, MailKind, MailRecipient } from "../../core/ports/mail.port";
import { mailLink, renderMail } from "./mail-templates";

const options = { webOrigin: "https://app.kulswap.test" };
/** The fields of each kind, so one table drives every kind. */
const FIELDS = {
  EMAIL_CONFIRMATION: { code: "c0de_-x" },
  PASSWORD_RESET: { token: "t0k3n" },
  KYC_STATUS: { status: "UNVERIFIED", details: [], rewardKul: null },
  EMAIL_CHANGED: {},
  ACCOUNT_EXISTS: {},
  REFERRALS_CANCELLED: { reason: "", reclaimedKul: 0n, rewardsCancelled: 0 },
} as const;
const mail = (kind: MailKind, fields: Partial<MailRecipient> & Readonly<Record<string, unknown>> = {}): Mail =>
  ({ to: "a+b@example.com", kind, language: "en", displayName: "Ann", ...FIELDS[kind], ...fields }) as Mail;

describe("mail templates", () => {
  it.each([
    ["EMAIL_CONFIRMATION", "https://app.kulswap.test/confirm-email?code=c0de_-x&email=a%2Bb%40example.com"],
    ["PASSWORD_RESET", "https://app.kulswap.test/reset-password?email=a%2Bb%40example.com&token=t0k3n"],
    ["ACCOUNT_EXISTS", "https://app.kulswap.test/forgot-password"],
    ["KYC_STATUS", "https://app.kulswap.test/summary-of-kyc"],
    ["EMAIL_CHANGED", null],
  ] as const)("links a %s mail to the right web-app page", (kind, link) => {
    expect(mailLink(mail(kind), options)).toBe(link);
  });

  it.each(["EMAIL_CONFIRMATION", "PASSWORD_RESET", "ACCOUNT_EXISTS", "KYC_STATUS", "EMAIL_CHANGED"] as const)(
    "writes a %s mail in English and Thai with different texts",
    (kind) => {
      const en = renderMail(mail(kind), options);
      const th = renderMail(mail(kind, { language: "th" }), options);
      expect(en.to).toBe("a+b@example.com");
      expect(en.subject).not.toBe(th.subject);
      expect(th.text).toMatch(/[\u0E00-\u0E7F]/);
      expect(en.text).toContain("Hello Ann,");
    },
  );

  it("puts the link in both the text and the html part", () => {
    const rendered = renderMail(mail("PASSWORD_RESET"), { webOrigin: "https://app.kulswap.test/" });
    expect(rendered.text).toContain("Reset password: https://app.kulswap.test/reset-password?email=a%2Bb%40example.com&token=t0k3n");
    expect(rendered.html).toContain('<a href="https://app.kulswap.test/reset-password?email=a%2Bb%40example.com&amp;token=t0k3n">Reset password</a>');
  });

  it("escapes a display name in the html part and falls back to the address without one", () => {
    const hostile = renderMail(mail("EMAIL_CONFIRMATION", { code: "x", displayName: '<script>"x"</script>' }), options);
    expect(hostile.html).toContain("Hello &lt;script&gt;&quot;x&quot;&lt;/script&gt;,");
    expect(hostile.html).not.toContain("<script>");
    expect(renderMail(mail("EMAIL_CHANGED", { displayName: undefined }), options).text).toContain("Hello a+b@example.com,");
  });

  it("fills a confirmation link's email from the recipient", () => {
    expect(mailLink(mail("EMAIL_CONFIRMATION", { code: "" }), options)).toBe("https://app.kulswap.test/confirm-email?code=&email=a%2Bb%40example.com");
  });
});
