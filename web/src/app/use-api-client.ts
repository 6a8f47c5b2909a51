import type { ApiClient } from "@adapters/http-client/api-client";
import { TOKENS } from "./tokens";
import { useService } from "./use-service";

// One client per (factory, ApiClient): pages share it and it lives as long as the container's ApiClient.
const clients = new WeakMap<(api: ApiClient) => unknown, WeakMap<ApiClient, unknown>>();

/**
 * A typed client of one API slice over the container's ApiClient, for clients only lazily loaded
 * pages use (KYC, tests, referrals): their schemas then load with the page, not the first bundle.
 * @example const kyc = useApiClient(createKycClient);
 */
export function useApiClient<T>(factory: (api: ApiClient) => T): T {
  const api = useService(TOKENS.ApiClient);
  let byApi = clients.get(factory);
  if (!byApi) clients.set(factory, (byApi = new WeakMap()));
  if (!byApi.has(api)) byApi.set(api, factory(api));
  return byApi.get(api) as T;
}
