// A wire client for the server's route tests: typed calls that answer what goes over HTTP, which
// the API ports of adapters/http-client turn into domain values.
import type { ResultAsync } from "neverthrow";
import { STATIC_FILES, STATIC_PATH, type StaticListName, type StaticLists } from "../../../adapters/api-contract/reference-data.schema";
import type { ApiClient, ApiClientError } from "../../../adapters/http-client/api-client";

/**
 * Typed reads of the static reference lists (12 s timeout, static base address).
 * @example const reference = createReferenceDataClient(api); const countries = await reference.get("countries");
 */
export function createReferenceDataClient(api: ApiClient) {
  return {
    /** One list, checked against its schema. */
    get: <K extends StaticListName>(name: K): ResultAsync<StaticLists[K], ApiClientError> =>
      api.get(`${STATIC_PATH}/${STATIC_FILES[name].file}`, { static: true, response: STATIC_FILES[name].schema }) as ResultAsync<
        StaticLists[K],
        ApiClientError
      >,
  };
}
