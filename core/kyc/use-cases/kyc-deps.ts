import { okAsync, type ResultAsync } from "neverthrow";
import type { KycStatus } from "../../account/user";
import type { FileStorePort, MailPort, SecureRandomPort } from "../../ports/account-services.port";
import type { AccountStorage, UserRecord } from "../../ports/account-storage.port";
import type { ClockPort } from "../../ports/clock.port";
import type { KycReference } from "../reference";

/** Ports the KYC use cases share; `documentUrl` says where the server serves a stored document id. */
export type KycDeps = Readonly<{
  storage: AccountStorage;
  clock: ClockPort;
  mail: MailPort;
  files: FileStorePort;
  random: Pick<SecureRandomPort, "id">;
  /** The reference lists the rules check against (the server's static data). */
  reference: () => KycReference;
  documentUrl: (documentId: string) => string;
}>;

/**
 * Tells the user their KYC status changed. Sent after the change is committed; a mail that
 * cannot be sent does not undo the change (the status page shows it either way).
 */
export function mailKycStatus(deps: Pick<KycDeps, "mail">, user: UserRecord, status: KycStatus): ResultAsync<void, never> {
  return deps.mail
    .send({ to: user.email, kind: "KYC_STATUS", language: user.language, params: { displayName: user.displayName, status } })
    .orElse(() => okAsync(undefined));
}
