import type { LegalDisclosures } from "../../core/legal/disclosures";
import type { LegalApiPort } from "../../core/ports/legal-api.port";
import { legalDisclosuresSchema } from "../api-contract/legal.schema";
import type { ApiClient } from "./api-client";

/**
 * The legal routes over HTTP.
 * @example const { connectedExchanges } = (await createLegalApi(api).disclosures())._unsafeUnwrap();
 */
export function createLegalApi(api: ApiClient): LegalApiPort {
  return {
    disclosures: () => api.get("/legal/disclosures", { response: legalDisclosuresSchema }).map((answer): LegalDisclosures => answer),
  };
}
