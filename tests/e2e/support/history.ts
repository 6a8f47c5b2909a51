/** The server's trade history of a user, read through the same API port the web app uses. */
import { createApiClient } from "../../../adapters/http-client/api-client";
import { createHistoryApi } from "../../../adapters/http-client/history.client";
import { historyQuery } from "../../../core/history/history-query";
import { stackInfo } from "./stack-info";

/** Transaction hashes of this month's indexed trades of the user holding `token`. */
export async function serverTradeHashes(token: string): Promise<string[]> {
  const query = historyQuery({}, Date.now());
  if (query.isErr()) throw new Error(`history query: ${query.error.code}`);
  const history = createHistoryApi(createApiClient({ baseUrl: `${stackInfo().api}/v1/api`, getToken: () => token }));
  const page = await history.tradeHistory(query.value);
  if (page.isErr()) throw new Error(`trade history: ${JSON.stringify(page.error)}`);
  return page.value.results.map((row) => row.transactionHash.toLowerCase());
}
