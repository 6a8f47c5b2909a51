import type { ResultAsync } from "neverthrow";
import type { LegalDisclosures } from "../legal/disclosures";
import type { ApiError } from "./api.errors";

/** The public legal information the web app and the CLI read from the server. */
export interface LegalApiPort {
  /** The published documents' versions, the connected exchanges and the financial statements link. */
  disclosures(): ResultAsync<LegalDisclosures, ApiError>;
}
