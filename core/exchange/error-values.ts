import { OBJECTIVE_REASON_MAX } from "./exchange-flow-objective";
import { MIN_TRADE_USD } from "./min-trade";

/**
 * The values of the messages a front door may hold as a bare code (a form's block reasons, a
 * flow's failure code): each is a product constant, so the message is complete without the
 * error object. `errorText` (web) and `errorMessage` (CLI) add them under the error's own values.
 */
export const ERROR_VALUES: Readonly<Record<string, Readonly<Record<string, string | number>>>> = Object.freeze({
  AMOUNT_BELOW_MINIMUM: { minUsd: MIN_TRADE_USD },
  OBJECTIVE_REASON_TOO_LONG: { max: OBJECTIVE_REASON_MAX },
});

/**
 * The values of `code`'s message: the constants, under a server error's `details`, under the
 * values the error itself carries.
 */
export function errorValues(code: string, values?: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const details = values !== undefined && typeof values.details === "object" && values.details !== null ? (values.details as Record<string, unknown>) : {};
  return { ...(ERROR_VALUES[code] ?? {}), ...details, ...(values ?? {}) };
}
