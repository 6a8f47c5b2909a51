import type { Language } from "../../core/account/language";
import type { Mail, MailKind } from "../../core/ports/mail.port";
import type { KycTopicGroup } from "../api-contract/reference-data.schema";
import { loadReferenceData } from "../reference-data/reference-data";
import { kycStatusCopy } from "./kyc-status-copy";
import { referralsCancelledCopy } from "./referrals-cancelled-copy";

/** A mail ready to hand to a transport. */
export type RenderedMail = Readonly<{ to: string; subject: string; text: string; html: string }>;

/**
 * Where links in mails point: the web app's origin (WEB_ORIGIN); the KYC topics list that labels
 * an operator's review details (default: kyc-topics.json of adapters/reference-data).
 */
export type MailTemplateOptions = Readonly<{ webOrigin: string; kycTopics?: readonly KycTopicGroup[] }>;

type Copy = Readonly<{ subject: string; greeting: (name: string) => string; body: string; action: string | null; footer: string }>;

const EN_FOOTER = "If you did not ask for this, you can ignore this mail. KUL Swap will never ask for your password.";
const TH_FOOTER = "หากคุณไม่ได้ทำรายการนี้ สามารถเพิกเฉยอีเมลฉบับนี้ได้ KUL Swap จะไม่ขอรหัสผ่านของคุณโดยเด็ดขาด";

const COPY: Readonly<Record<Language, Readonly<Record<MailKind, Copy>>>> = {
  en: {
    EMAIL_CONFIRMATION: {
      subject: "Confirm your email for KUL Swap",
      greeting: (name) => `Hello ${name},`,
      body: "Please confirm your email address to activate your KUL Swap account. The link is valid for 7 days.",
      action: "Confirm email",
      footer: EN_FOOTER,
    },
    PASSWORD_RESET: {
      subject: "Reset your KUL Swap password",
      greeting: (name) => `Hello ${name},`,
      body: "We received a request to reset your password. The link works once and is valid for 1 hour.",
      action: "Reset password",
      footer: EN_FOOTER,
    },
    ACCOUNT_EXISTS: {
      subject: "You already have a KUL Swap account",
      greeting: (name) => `Hello ${name},`,
      body: "Someone tried to register a new KUL Swap account with this email, which already has one. You can log in, or reset your password if you forgot it.",
      action: "Reset password",
      footer: EN_FOOTER,
    },
    EMAIL_CHANGED: {
      subject: "Your KUL Swap email was changed",
      greeting: (name) => `Hello ${name},`,
      body: "The email of your KUL Swap account was changed and no longer uses this address. If you did not do this, contact KUL Swap support at once.",
      action: null,
      footer: "This notice is sent to your previous address for your security.",
    },
    KYC_STATUS: {
      subject: "Your KUL Swap identity verification was updated",
      greeting: (name) => `Hello ${name},`,
      body: "There is news about your identity verification (KYC). Open KUL Swap to see its status.",
      action: "See my KYC status",
      footer: EN_FOOTER,
    },
    REFERRALS_CANCELLED: {
      subject: "Your KUL Swap referral program was cancelled",
      greeting: (name) => `Hello ${name},`,
      body: "Your referral program was cancelled. Open KUL Swap to see it.",
      action: "See my referral program",
      footer: "KUL Swap will never ask for your password.",
    },
  },
  th: {
    EMAIL_CONFIRMATION: {
      subject: "ยืนยันอีเมลของคุณสำหรับ KUL Swap",
      greeting: (name) => `สวัสดีคุณ ${name}`,
      body: "กรุณายืนยันอีเมลเพื่อเปิดใช้งานบัญชี KUL Swap ของคุณ ลิงก์นี้ใช้ได้ภายใน 7 วัน",
      action: "ยืนยันอีเมล",
      footer: TH_FOOTER,
    },
    PASSWORD_RESET: {
      subject: "ตั้งรหัสผ่าน KUL Swap ใหม่",
      greeting: (name) => `สวัสดีคุณ ${name}`,
      body: "เราได้รับคำขอตั้งรหัสผ่านใหม่ของคุณ ลิงก์นี้ใช้ได้ครั้งเดียวภายใน 1 ชั่วโมง",
      action: "ตั้งรหัสผ่านใหม่",
      footer: TH_FOOTER,
    },
    ACCOUNT_EXISTS: {
      subject: "คุณมีบัญชี KUL Swap อยู่แล้ว",
      greeting: (name) => `สวัสดีคุณ ${name}`,
      body: "มีผู้พยายามสมัครบัญชี KUL Swap ใหม่ด้วยอีเมลนี้ ซึ่งมีบัญชีอยู่แล้ว คุณสามารถเข้าสู่ระบบ หรือตั้งรหัสผ่านใหม่หากลืมรหัสผ่าน",
      action: "ตั้งรหัสผ่านใหม่",
      footer: TH_FOOTER,
    },
    EMAIL_CHANGED: {
      subject: "อีเมลบัญชี KUL Swap ของคุณถูกเปลี่ยน",
      greeting: (name) => `สวัสดีคุณ ${name}`,
      body: "อีเมลของบัญชี KUL Swap ของคุณถูกเปลี่ยนแล้ว และไม่ได้ใช้ที่อยู่นี้อีกต่อไป หากคุณไม่ได้ทำรายการนี้ กรุณาติดต่อฝ่ายบริการลูกค้า KUL Swap ทันที",
      action: null,
      footer: "เราส่งการแจ้งเตือนนี้ไปยังอีเมลเดิมของคุณเพื่อความปลอดภัย",
    },
    KYC_STATUS: {
      subject: "สถานะการยืนยันตัวตน KUL Swap ของคุณมีการอัปเดต",
      greeting: (name) => `สวัสดีคุณ ${name}`,
      body: "การยืนยันตัวตน (KYC) ของคุณมีความคืบหน้า กรุณาเปิด KUL Swap เพื่อดูสถานะ",
      action: "ดูสถานะ KYC",
      footer: TH_FOOTER,
    },
    REFERRALS_CANCELLED: {
      subject: "โปรแกรมแนะนำเพื่อน KUL Swap ของคุณถูกยกเลิก",
      greeting: (name) => `สวัสดีคุณ ${name}`,
      body: "โปรแกรมแนะนำเพื่อนของคุณถูกยกเลิก กรุณาเปิด KUL Swap เพื่อดูรายละเอียด",
      action: "ดูโปรแกรมแนะนำเพื่อน",
      footer: "KUL Swap จะไม่ขอรหัสผ่านของคุณโดยเด็ดขาด",
    },
  },
};

function pageUrl(webOrigin: string, page: string, query: Readonly<Record<string, string>> = {}): string {
  const url = new URL(page, webOrigin.endsWith("/") ? webOrigin : `${webOrigin}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** The web-app page a mail's button opens (spec 1 section 2 routes), or null when it has none. */
export function mailLink(mail: Mail, options: MailTemplateOptions): string | null {
  switch (mail.kind) {
    case "EMAIL_CONFIRMATION":
      return pageUrl(options.webOrigin, "confirm-email", { code: mail.code, email: mail.to });
    case "PASSWORD_RESET":
      return pageUrl(options.webOrigin, "reset-password", { email: mail.to, token: mail.token });
    case "ACCOUNT_EXISTS":
      return pageUrl(options.webOrigin, "forgot-password");
    case "KYC_STATUS":
      return pageUrl(options.webOrigin, "summary-of-kyc");
    case "REFERRALS_CANCELLED":
      return pageUrl(options.webOrigin, "referral-program");
    case "EMAIL_CHANGED":
      return null;
  }
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * Renders a mail in the user's language with a working link to the web app; user-given values
 * (the display name) are escaped in the HTML part.
 * @example renderMail({ to, kind: "PASSWORD_RESET", language: "th", displayName: "Ann", token }, { webOrigin });
 */
export function renderMail(mail: Mail, options: MailTemplateOptions): RenderedMail {
  const base = COPY[mail.language][mail.kind];
  // KYC_STATUS and REFERRALS_CANCELLED carry their own words (paragraphs and a list) from their fields.
  const own =
    mail.kind === "KYC_STATUS"
      ? kycStatusCopy(mail, options.kycTopics ?? loadReferenceData().kycTopics)
      : mail.kind === "REFERRALS_CANCELLED"
        ? referralsCancelledCopy(mail)
        : null;
  const copy = own ? { ...base, subject: own.subject, action: own.action } : base;
  const paragraphs = own ? own.paragraphs : [copy.body];
  const items = own ? own.items : [];
  const name = mail.displayName ?? mail.to;
  const link = mailLink(mail, options);
  const action = copy.action !== null && link !== null ? { label: copy.action, link } : null;
  const text = [
    copy.greeting(name),
    "",
    paragraphs.join("\n"),
    ...items.map((item) => `- ${item}`),
    ...(action ? ["", `${action.label}: ${action.link}`] : []),
    "",
    copy.footer,
  ].join("\n");
  const list = items.length > 0 ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : "";
  const button = action ? `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>` : "";
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const html = `<p>${escapeHtml(copy.greeting(name))}</p>${body}${list}${button}<p><small>${escapeHtml(copy.footer)}</small></p>`;
  return { to: mail.to, subject: copy.subject, text, html };
}
