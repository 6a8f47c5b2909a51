import { domainError } from "../shared/domain-error";
import type { LegalVersions } from "./legal-acceptance";

/** The versions sent are not the documents in force (a page loaded before a new version): read the new ones. */
export const legalVersionOutdated = domainError("LEGAL_VERSION_OUTDATED", (current: LegalVersions) => ({ current }));
export type LegalVersionOutdated = ReturnType<typeof legalVersionOutdated>;
