import type { FlowState } from "@core/exchange/exchange-flow";
import { formErrorCode } from "./exchange-button";

/** Chain failures that mean the network could not be reached (spec 1: "a network-error text shows an error toast"). */
const NETWORK_CODES: ReadonlySet<string> = new Set(["CHAIN_RPC_UNAVAILABLE", "CHAIN_RPC_TIMEOUT"]);

/**
 * The flow error shown as a toast instead of inline (spec 1 section 8): a swap that could not be
 * sent for a network error, and an objective of trading the server did not take. Null otherwise.
 */
export function flowToastCode(state: FlowState<unknown>): string | null {
  if (state.step === "OBJECTIVE") return state.error?.code === "OBJECTIVE_SEND_FAILED" ? state.error.code : null;
  if (state.step !== "FORM") return null;
  const code = formErrorCode(state.error);
  return code !== null && NETWORK_CODES.has(code) ? code : null;
}
