import type { ResultAsync } from "neverthrow";
import type { Language } from "../account/language";
import type { KycStatus } from "../account/user";
import type { DomainError } from "../shared/domain-error";

/**
 * Every kind of mail, the one list the port, the outbox table and the dev outbox API share.
 * ACCOUNT_EXISTS answers a registration with a taken email, so registering never reveals who has an account;
 * REFERRALS_CANCELLED tells an inviter an operator cancelled their referral program (spec 3 section 6).
 */
export const MAIL_KINDS = ["EMAIL_CONFIRMATION", "PASSWORD_RESET", "KYC_STATUS", "EMAIL_CHANGED", "ACCOUNT_EXISTS", "REFERRALS_CANCELLED"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Who a mail goes to, in which language; templates greet by displayName, or by the address without one. */
export type MailRecipient = Readonly<{ to: string; language: Language; displayName?: string }>;

/** One detail of an operator's KYC review, labelled by the templates from the KYC topics list. */
export type KycReviewDetail = Readonly<{ group: string; topic: string; detail: string }>;

/** What each kind of mail carries besides its recipient; a kind missing here does not compile. */
type MailFields = {
  /** The emailed code the ConfirmEmail page sends back with the address. */
  EMAIL_CONFIRMATION: { code: string };
  /** The single-use token of the reset-password link. */
  PASSWORD_RESET: { token: string };
  KYC_STATUS: {
    status: KycStatus;
    /** The operator's reasons or topics to correct (shown for REJECTED and REQUEST_CHANGE). */
    details: readonly KycReviewDetail[];
    /** Whole KUL paid by this approval, or null when this change paid none. */
    rewardKul: bigint | null;
  };
  EMAIL_CHANGED: object;
  ACCOUNT_EXISTS: object;
  REFERRALS_CANCELLED: {
    /** The operator's reason, as they typed it (empty when none was given). */
    reason: string;
    /** The KUL taken back, and how many referral rewards that was. */
    reclaimedKul: bigint;
    rewardsCancelled: number;
  };
};

/** A mail of one kind. */
export type MailOf<K extends MailKind> = MailRecipient & Readonly<{ kind: K } & MailFields[K]>;

/** A mail to send, typed by its kind; templates render it in the user's language. */
export type Mail = { [K in MailKind]: MailOf<K> }[MailKind];

export type MailError = DomainError<"MAIL_UNAVAILABLE", { detail?: string }>;

/** Sends mails: the database outbox by default, SMTP in production. */
export interface MailPort {
  send(mail: Mail): ResultAsync<void, MailError>;
}
