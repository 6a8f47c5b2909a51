import type { Language } from "../../core/account/language";
import type { MailOf } from "../../core/ports/mail.port";

/** The words of one REFERRALS_CANCELLED mail: paragraphs, then the operator's reason as the one list item. */
export type ReferralsCancelledCopy = Readonly<{ subject: string; paragraphs: readonly string[]; items: readonly string[]; action: string }>;

type ReferralsCancelledMail = MailOf<"REFERRALS_CANCELLED">;

type Words = Readonly<{ subject: string; body: (m: ReferralsCancelledMail) => readonly string[]; noReason: string; action: string }>;

const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    subject: "Your KUL Swap referral program was cancelled",
    body: (m) => [
      "Our team found that your referral program broke the rule against inviting yourself through other accounts, so it was cancelled.",
      `We took back ${m.reclaimedKul} KUL: the ${m.rewardsCancelled} referral rewards you had received. New invitees will no longer earn you rewards.`,
      "The reason given by our team:",
    ],
    noReason: "No reason was given. Please contact KUL Swap support to know more.",
    action: "See my referral program",
  },
  th: {
    subject: "โปรแกรมแนะนำเพื่อน KUL Swap ของคุณถูกยกเลิก",
    body: (m) => [
      "ทีมงานของเราพบว่าโปรแกรมแนะนำเพื่อนของคุณขัดต่อกฎห้ามแนะนำตนเองผ่านบัญชีอื่น จึงได้ยกเลิกโปรแกรมนี้",
      `เราได้เรียกคืน ${m.reclaimedKul} KUL ซึ่งเป็นรางวัลจากการแนะนำเพื่อนที่คุณได้รับ ${m.rewardsCancelled} รายการ และคุณจะไม่ได้รับรางวัลจากผู้ที่สมัครผ่านการแนะนำของคุณอีกต่อไป`,
      "เหตุผลจากทีมงานของเรา:",
    ],
    noReason: "ไม่ได้ระบุเหตุผล กรุณาติดต่อฝ่ายบริการลูกค้า KUL Swap เพื่อสอบถามรายละเอียด",
    action: "ดูโปรแกรมแนะนำเพื่อน",
  },
};

/** The wording of a REFERRALS_CANCELLED mail: what was cancelled, the KUL reclaimed, and the operator's reason. */
export function referralsCancelledCopy(mail: ReferralsCancelledMail): ReferralsCancelledCopy {
  const words = WORDS[mail.language];
  const reason = mail.reason.trim();
  return {
    subject: words.subject,
    paragraphs: words.body(mail),
    items: [reason === "" ? words.noReason : reason],
    action: words.action,
  };
}
