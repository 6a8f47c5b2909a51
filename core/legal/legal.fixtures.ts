import type { LegalStatus } from "./legal-acceptance";

/** A user who accepted the documents in force (tests of the other trading rules). */
export const legalUpToDate: LegalStatus = { current: { terms: "1.0", privacy: "1.0" }, accepted: { terms: "1.0", privacy: "1.0", acceptedAt: 0 } };

/** A user asked to accept again: the terms moved to 1.1 after the user accepted 1.0. */
export const legalOutdated: LegalStatus = { current: { terms: "1.1", privacy: "1.0" }, accepted: { terms: "1.0", privacy: "1.0", acceptedAt: 0 } };
