import { errAsync, type ResultAsync } from "neverthrow";
import type { SecureRandomPort } from "../../ports/account-services.port";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { ClockPort } from "../../ports/clock.port";
import type { StorageError } from "../../ports/storage.port";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import { areCurrentVersions, type LegalStatus, type LegalVersions } from "../legal-acceptance";
import { legalVersionOutdated, type LegalVersionOutdated } from "../legal.errors";
import { recordLegalAcceptance } from "./record-legal-acceptance";

/** Ports acceptLegalDocuments uses; `legalVersions` are the documents in force. */
export type AcceptLegalDocumentsDeps = Readonly<{
  storage: Pick<AccountStorage, "users" | "legalAcceptances">;
  clock: ClockPort;
  random: Pick<SecureRandomPort, "id">;
  legalVersions: LegalVersions;
}>;
/** The signed-in user and the versions of the documents the user read and accepts. */
export type AcceptLegalDocumentsInput = Readonly<{ userId: string } & LegalVersions>;
export type AcceptLegalDocumentsOutput = LegalStatus;
export type AcceptLegalDocumentsError = LegalVersionOutdated | UserNotFound | StorageError;

/**
 * Records that the user accepts the terms and privacy policy in force (a new version is accepted
 * again before the next trade). Versions other than the current ones are refused, so the record
 * always names documents the user could read.
 * @example acceptLegalDocuments(deps, { userId, terms: "1.1", privacy: "1.0" }) // ok({ current, accepted: { terms: "1.1", privacy: "1.0", acceptedAt } })
 */
export function acceptLegalDocuments(
  deps: AcceptLegalDocumentsDeps,
  input: AcceptLegalDocumentsInput,
): ResultAsync<AcceptLegalDocumentsOutput, AcceptLegalDocumentsError> {
  const versions = { terms: input.terms, privacy: input.privacy };
  if (!areCurrentVersions(versions, deps.legalVersions)) return errAsync(legalVersionOutdated(deps.legalVersions));
  return loadUser(deps.storage.users, input.userId)
    .andThen((user) => recordLegalAcceptance(deps, user.id, versions, deps.clock.now()))
    .map((record) => ({ current: deps.legalVersions, accepted: { terms: record.terms, privacy: record.privacy, acceptedAt: record.acceptedAt } }));
}
