import { describe, expect, it } from "vitest";
import { approvalFailed, objectiveRequired, objectiveSendFailed, tradeSendFailed } from "../../../../../core/exchange/exchange-flow.errors";
import { TOKEN_REQUEST } from "../../../../../core/exchange/exchange-flow.test-support";
import { rateFetchFailed } from "../../../../../core/exchange/rate-requester.errors";
import type { FlowState } from "../../../../../core/exchange/exchange-flow";
import { flowToastCode } from "./flow-toast";

const form = (error: Extract<FlowState, { step: "FORM" }>["error"]): FlowState => ({ step: "FORM", error });
const objective = (error: Extract<FlowState, { step: "OBJECTIVE" }>["error"]): FlowState => ({ step: "OBJECTIVE", request: TOKEN_REQUEST, error, sending: null });

describe("flowToastCode", () => {
  it.each([
    ["a swap not sent because the RPC was unreachable", form(tradeSendFailed("CHAIN_RPC_UNAVAILABLE")), "CHAIN_RPC_UNAVAILABLE"],
    ["a swap not sent because the RPC timed out", form(tradeSendFailed("CHAIN_RPC_TIMEOUT")), "CHAIN_RPC_TIMEOUT"],
    ["an approval refused for a network error", form(approvalFailed("CHAIN_RPC_TIMEOUT")), "CHAIN_RPC_TIMEOUT"],
    ["an objective the server did not take", objective(objectiveSendFailed("503")), "OBJECTIVE_SEND_FAILED"],
  ])("toasts %s", (_name, state, code) => {
    expect(flowToastCode(state)).toBe(code);
  });

  it.each([
    ["a form without error", form(null)],
    ["a swap refused for slippage (shown inline)", form(tradeSendFailed("CHAIN_SLIPPAGE"))],
    ["a rate failure (the card toasts it itself)", form(rateFetchFailed("x"))],
    ["an objective left empty (a field error)", objective(objectiveRequired())],
    ["an objective being filled in", objective(null)],
    ["a step without errors", { step: "CONFIRM", request: TOKEN_REQUEST } as FlowState],
  ])("does not toast %s", (_name, state) => {
    expect(flowToastCode(state)).toBeNull();
  });
});
