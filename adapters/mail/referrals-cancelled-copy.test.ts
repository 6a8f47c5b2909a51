import { describe, expect, it } from "vitest";
import type { MailOf } from "../../core/ports/mail.port";
import { referralsCancelledMail } from "../../core/referral/referrals-cancelled-notice";
import { mailLink, renderMail } from "./mail-templates";

const options = { webOrigin: "https://app.kulswap.test" };
const notice = { reason: "Same <b>device</b> & ID card", rewardsCancelled: 12, reclaimedKul: 70n, cancelledAt: 0 };
const mailOf = (language: "en" | "th", fields: Partial<MailOf<"REFERRALS_CANCELLED">> = {}): MailOf<"REFERRALS_CANCELLED"> => ({
  ...referralsCancelledMail({ email: "ann@example.com", language, displayName: "Ann" }, notice),
  ...fields,
});

describe("REFERRALS_CANCELLED mail", () => {
  it("tells the inviter in English what was reclaimed and why, with a link to the referral page", () => {
    const mail = renderMail(mailOf("en"), options);
    expect(mail.subject).toBe("Your KUL Swap referral program was cancelled");
    expect(mail.text).toContain("Hello Ann,");
    expect(mail.text).toContain("We took back 70 KUL: the 12 referral rewards you had received.");
    expect(mail.text).toContain("- Same <b>device</b> & ID card");
    expect(mail.text).toContain("See my referral program: https://app.kulswap.test/referral-program");
  });

  it("tells it in Thai", () => {
    const mail = renderMail(mailOf("th"), options);
    expect(mail.subject).toBe("โปรแกรมแนะนำเพื่อน KUL Swap ของคุณถูกยกเลิก");
    expect(mail.text).toContain("เราได้เรียกคืน 70 KUL ซึ่งเป็นรางวัลจากการแนะนำเพื่อนที่คุณได้รับ 12 รายการ");
    expect(mail.text).toContain("ดูโปรแกรมแนะนำเพื่อน: https://app.kulswap.test/referral-program");
  });

  it("escapes the operator's reason in the HTML part", () => {
    const { html } = renderMail(mailOf("en"), options);
    expect(html).toContain("<li>Same &lt;b&gt;device&lt;/b&gt; &amp; ID card</li>");
    expect(html).not.toContain("<b>device</b>");
  });

  it("words nothing reclaimed and a blank reason plainly", () => {
    const mail = renderMail(mailOf("en", { reason: "  ", reclaimedKul: 0n, rewardsCancelled: 0 }), options);
    expect(mail.text).toContain("We took back 0 KUL: the 0 referral rewards you had received.");
    expect(mail.text).toContain("- No reason was given. Please contact KUL Swap support to know more.");
  });

  it("links to the referral program page", () => {
    expect(mailLink(mailOf("en"), options)).toBe("https://app.kulswap.test/referral-program");
  });
});
