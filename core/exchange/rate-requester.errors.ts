import { domainError } from "../shared/domain-error";

/** The best-rate request failed (spec 1 section 8: toast 'Cannot get best rate for this token.'). */
export const rateFetchFailed = domainError("RATE_FETCH_FAILED", (cause?: string) => ({ cause }));
export type RateFetchFailed = ReturnType<typeof rateFetchFailed>;
