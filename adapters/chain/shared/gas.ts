// The gas rules live in the core (core/exchange/gas.ts, approval.ts); re-exported under the names the adapters use.
export { MAX_UINT256, APPROVE_GAS_FALLBACK as APPROVE_FALLBACK_GAS_LIMIT } from "../../../core/exchange/approval";
export { gasLimitWithMargin as withGasMargin } from "../../../core/exchange/gas";
