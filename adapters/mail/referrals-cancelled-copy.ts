import { z } from "zod";
import type { Language } from "../../core/account/language";

/** The words of one REFERRALS_CANCELLED mail: paragraphs, then the operator's reason as the one list item. */
export type ReferralsCancelledCopy = Readonly<{ subject: string; paragraphs: readonly string[]; items: readonly string[]; action: string }>;

// The params are written by core/referral referralsCancelledMailParams; read them as outside input all the same.
const paramsSchema = z.object({
  reason: z.string().trim().catch(""),
  reclaimedKul: z.string().regex(/^\d+$/).catch("0"),
  rewardsCancelled: z.string().regex(/^\d+$/).catch("0"),
});
type Params = z.infer<typeof paramsSchema>;

type Words = Readonly<{ subject: string; body: (p: Params) => readonly string[]; noReason: string; action: string }>;

const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    subject: "Your KUL Swap referral program was cancelled",
    body: (p) => [
      "Our team found that your referral program broke the rule against inviting yourself through other accounts, so it was cancelled.",
      `We took back ${p.reclaimedKul} KUL: the ${p.rewardsCancelled} referral rewards you had received. New invitees will no longer earn you rewards.`,
      "The reason given by our team:",
    ],
    noReason: "No reason was given. Please contact KUL Swap support to know more.",
    action: "See my referral program",
  },
  th: {
    subject: "โปรแกรมแนะนำเพื่อน KUL Swap ของคุณถูกยกเลิก",
    body: (p) => [
      "ทีมงานของเราพบว่าโปรแกรมแนะนำเพื่อนของคุณขัดต่อกฎห้ามแนะนำตนเองผ่านบัญชีอื่น จึงได้ยกเลิกโปรแกรมนี้",
      `เราได้เรียกคืน ${p.reclaimedKul} KUL ซึ่งเป็นรางวัลจากการแนะนำเพื่อนที่คุณได้รับ ${p.rewardsCancelled} รายการ และคุณจะไม่ได้รับรางวัลจากผู้ที่สมัครผ่านการแนะนำของคุณอีกต่อไป`,
      "เหตุผลจากทีมงานของเรา:",
    ],
    noReason: "ไม่ได้ระบุเหตุผล กรุณาติดต่อฝ่ายบริการลูกค้า KUL Swap เพื่อสอบถามรายละเอียด",
    action: "ดูโปรแกรมแนะนำเพื่อน",
  },
};

/** The wording of a REFERRALS_CANCELLED mail: what was cancelled, the KUL reclaimed, and the operator's reason. */
export function referralsCancelledCopy(language: Language, raw: Readonly<Record<string, string>>): ReferralsCancelledCopy {
  const params = paramsSchema.parse(raw);
  const words = WORDS[language];
  return {
    subject: words.subject,
    paragraphs: words.body(params),
    items: [params.reason === "" ? words.noReason : params.reason],
    action: words.action,
  };
}
