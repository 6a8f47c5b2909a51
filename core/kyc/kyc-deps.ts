import { okAsync, type ResultAsync } from "neverthrow";
import { REWARD_AMOUNTS } from "../account/rewards";
import type { KycStatus } from "../account/user";
import type { UserRecord } from "../ports/storage.port";
import type { FileStorePort, SecureRandomPort } from "../ports/account-services.port";
import type { MailOf, MailPort } from "../ports/mail.port";
import type { AccountStorage } from "../ports/account-storage.port";
import type { ClockPort } from "../ports/clock.port";
import type { KycLogItem } from "../ports/kyc-storage.port";
import type { KycReference } from "./reference";
import type { KycTopicGroupKeys } from "./review-topics";

/** Ports the KYC use cases share; `documentUrl` says where the server serves a stored document id. */
export type KycDeps = Readonly<{
  storage: AccountStorage;
  clock: ClockPort;
  mail: MailPort;
  files: FileStorePort;
  random: Pick<SecureRandomPort, "id">;
  /** The reference lists the rules check against (the server's static data). */
  reference: () => KycReference;
  /** The KYC topics list (static kyc-topics.json) an operator's review details must come from. */
  topics: () => readonly KycTopicGroupKeys[];
  documentUrl: (documentId: string) => string;
}>;

/** What a KYC_STATUS mail says beyond the status: the operator's details, and the KUL paid on approval. */
export type KycStatusMailExtras = Readonly<{ details?: readonly KycLogItem[]; rewardGranted?: boolean }>;

/**
 * The KYC_STATUS mail of a status change: the operator's details as { group, topic, detail }
 * (the templates label the topics in the user's language), and the KUL paid only when this
 * change paid the approval reward.
 */
export function kycStatusMail(
  user: Pick<UserRecord, "email" | "language" | "displayName">,
  status: KycStatus,
  extras: KycStatusMailExtras = {},
): MailOf<"KYC_STATUS"> {
  const details = (extras.details ?? []).map(({ group, topic, detail }) => ({ group, topic, detail }));
  const rewardKul = extras.rewardGranted === true ? REWARD_AMOUNTS.KYCApproved : null;
  return { to: user.email, kind: "KYC_STATUS", language: user.language, displayName: user.displayName, status, details, rewardKul };
}

/**
 * Tells the user their KYC status changed, in words for that status (with the reasons or the
 * topics to correct). Sent after the change is committed; a mail that cannot be sent does not
 * undo the change (the status page shows it either way).
 */
export function mailKycStatus(deps: Pick<KycDeps, "mail">, user: UserRecord, status: KycStatus, extras: KycStatusMailExtras = {}): ResultAsync<void, never> {
  return deps.mail
    .send(kycStatusMail(user, status, extras))
    .orElse(() => okAsync(undefined));
}
