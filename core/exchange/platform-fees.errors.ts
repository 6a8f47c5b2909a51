import { domainError } from "../shared/domain-error";

/** The router's custom error when a sweep finds nothing to send (a ChainError's `reason`). */
export const ROUTER_NO_PLATFORM_FEES = "RouterNoPlatformFees";

/** The router keeps no platform fee of this token: there is nothing to sweep. */
export const platformFeesNone = domainError("PLATFORM_FEES_NONE", (token: string) => ({ token }));
