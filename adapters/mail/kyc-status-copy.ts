import type { Language } from "../../core/account/language";
import type { KycStatus } from "../../core/account/user";
import type { KycReviewDetail, MailOf } from "../../core/ports/mail.port";
import type { KycTopicGroup } from "../api-contract/reference-data.schema";

/** The words of one KYC_STATUS mail: paragraphs, then a list (reasons or topics to correct). */
export type KycStatusCopy = Readonly<{ subject: string; paragraphs: readonly string[]; items: readonly string[]; action: string }>;

type KycStatusMail = MailOf<"KYC_STATUS">;

type Words = Readonly<{
  subject: Readonly<Record<KycStatus, string>>;
  body: (m: KycStatusMail) => Readonly<Record<KycStatus, readonly string[]>>;
  action: Readonly<Record<KycStatus, string>>;
}>;

const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    subject: {
      UNVERIFIED: "Your KUL Swap identity verification was updated",
      VERIFYING: "We received your KUL Swap identity verification",
      APPROVED: "Your KUL Swap identity verification is approved",
      REJECTED: "Your KUL Swap identity verification was not approved",
      REQUEST_CHANGE: "Please correct your KUL Swap identity verification",
    },
    body: (m) => ({
      UNVERIFIED: ["There is news about your identity verification (KYC). Open KUL Swap to see its status."],
      VERIFYING: ["Thank you. We received your identity verification (KYC). Our team will review it and email you the result."],
      APPROVED: [
        "Your identity is verified.",
        ...(m.rewardKul !== null ? [`You received ${m.rewardKul} KUL as a reward.`] : []),
        "To trade, also complete the suitability test and the knowledge test if you have not done so yet.",
      ],
      REJECTED: [
        "We are sorry: we could not approve your identity verification (KYC).",
        m.details.length > 0 ? "The reason:" : "Please contact KUL Swap support to know more.",
      ],
      REQUEST_CHANGE: ["Some of your identity verification (KYC) information needs correcting. Please correct these items and submit again:"],
    }),
    action: { UNVERIFIED: "See my KYC status", VERIFYING: "See my KYC status", APPROVED: "See my KYC status", REJECTED: "See my KYC status", REQUEST_CHANGE: "Correct my information" },
  },
  th: {
    subject: {
      UNVERIFIED: "สถานะการยืนยันตัวตน KUL Swap ของคุณมีการอัปเดต",
      VERIFYING: "KUL Swap ได้รับข้อมูลการยืนยันตัวตนของคุณแล้ว",
      APPROVED: "การยืนยันตัวตน KUL Swap ของคุณได้รับการอนุมัติแล้ว",
      REJECTED: "การยืนยันตัวตน KUL Swap ของคุณไม่ได้รับการอนุมัติ",
      REQUEST_CHANGE: "กรุณาแก้ไขข้อมูลการยืนยันตัวตน KUL Swap ของคุณ",
    },
    body: (m) => ({
      UNVERIFIED: ["การยืนยันตัวตน (KYC) ของคุณมีความคืบหน้า กรุณาเปิด KUL Swap เพื่อดูสถานะ"],
      VERIFYING: ["ขอบคุณ เราได้รับข้อมูลการยืนยันตัวตน (KYC) ของคุณแล้ว ทีมงานจะตรวจสอบและแจ้งผลให้คุณทราบทางอีเมล"],
      APPROVED: [
        "การยืนยันตัวตนของคุณเสร็จสมบูรณ์แล้ว",
        ...(m.rewardKul !== null ? [`คุณได้รับรางวัล ${m.rewardKul} KUL`] : []),
        "หากยังไม่ได้ทำ กรุณาทำแบบประเมินความเหมาะสมในการลงทุนและแบบทดสอบความรู้ให้ครบ เพื่อเริ่มซื้อขาย",
      ],
      REJECTED: [
        "ขออภัย เราไม่สามารถอนุมัติการยืนยันตัวตน (KYC) ของคุณได้",
        m.details.length > 0 ? "เหตุผล:" : "กรุณาติดต่อฝ่ายบริการลูกค้า KUL Swap เพื่อสอบถามรายละเอียด",
      ],
      REQUEST_CHANGE: ["ข้อมูลการยืนยันตัวตน (KYC) ของคุณบางส่วนต้องแก้ไข กรุณาแก้ไขรายการต่อไปนี้แล้วส่งอีกครั้ง:"],
    }),
    action: { UNVERIFIED: "ดูสถานะ KYC", VERIFYING: "ดูสถานะ KYC", APPROVED: "ดูสถานะ KYC", REJECTED: "ดูสถานะ KYC", REQUEST_CHANGE: "แก้ไขข้อมูล" },
  },
};

/** "Topic (Group): detail" in the user's language; keys not in the list are shown as they are. */
function detailLine(language: Language, topics: readonly KycTopicGroup[], d: KycReviewDetail): string {
  const group = topics.find((g) => g.key === d.group);
  const topic = group?.topics.find((t) => t.key === d.topic);
  const name = `${topic?.label[language] ?? d.topic} (${group?.label[language] ?? d.group})`;
  return d.detail.trim() === "" ? name : `${name}: ${d.detail.trim()}`;
}

/**
 * The wording of a KYC_STATUS mail for its status: pending, approved (with the reward when
 * paid), rejected with the reasons, or a request for changes listing each topic and its detail.
 */
export function kycStatusCopy(mail: KycStatusMail, topics: readonly KycTopicGroup[]): KycStatusCopy {
  const words = WORDS[mail.language];
  const listed = mail.status === "REJECTED" || mail.status === "REQUEST_CHANGE";
  return {
    subject: words.subject[mail.status],
    paragraphs: words.body(mail)[mail.status],
    items: listed ? mail.details.map((d) => detailLine(mail.language, topics, d)) : [],
    action: words.action[mail.status],
  };
}
