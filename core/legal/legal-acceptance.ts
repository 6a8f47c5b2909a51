/**
 * The documents a user accepts to hold an account (decisions.md, legal documents): the terms of
 * service (which take in the AML/KYC policy and the risk acknowledgement) and the personal data
 * protection policy. Each acceptance records the version of both and when.
 */
export const ACCEPTED_LEGAL_DOCUMENTS = ["terms", "privacy"] as const;
export type AcceptedLegalDocument = (typeof ACCEPTED_LEGAL_DOCUMENTS)[number];

/** A document version: "major.minor" (1.0, 1.1, 2.0); a new version of either document is accepted again. */
export const LEGAL_VERSION_PATTERN = /^\d{1,4}\.\d{1,4}$/;

/** The versions of the accepted documents, current or accepted. */
export type LegalVersions = Readonly<Record<AcceptedLegalDocument, string>>;

/** What a user accepted, and when (epoch ms). */
export type LegalAcceptance = Readonly<LegalVersions & { acceptedAt: number }>;

/** A user's standing against the documents in force: what is current and what the user last accepted (null: never). */
export type LegalStatus = Readonly<{ current: LegalVersions; accepted: LegalAcceptance | null }>;

/**
 * True when the user has to accept the documents again before trading: never accepted, or a
 * document has a version other than the one accepted.
 * @example needsLegalAcceptance({ current: { terms: "1.1", privacy: "1.0" }, accepted: { terms: "1.0", privacy: "1.0", acceptedAt } }) // true
 */
export function needsLegalAcceptance(status: LegalStatus): boolean {
  const { accepted, current } = status;
  return accepted === null || ACCEPTED_LEGAL_DOCUMENTS.some((document) => accepted[document] !== current[document]);
}

/** True when `versions` are exactly the documents in force (an acceptance of anything else is refused). */
export function areCurrentVersions(versions: LegalVersions, current: LegalVersions): boolean {
  return ACCEPTED_LEGAL_DOCUMENTS.every((document) => versions[document] === current[document]);
}

/**
 * The versions a registration records: none when the user did not tick the acceptance, else the
 * versions the user was shown (`seen`, from the register page), or the ones in force when the
 * client did not say. Versions other than the current ones are recorded as they were shown, and
 * the user is asked again before trading.
 */
export function registrationAcceptance(accepted: boolean, seen: LegalVersions | undefined, current: LegalVersions): LegalVersions | null {
  if (!accepted) return null;
  return seen ?? current;
}
