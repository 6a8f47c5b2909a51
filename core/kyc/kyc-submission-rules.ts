import type { KycStatus } from "../account/user";
import { LIFETIME_EXPIRY_TEXT } from "./kyc-constants";

/** Statuses from which a user may submit (spec 2 section 6 and issue 7). */
export const SUBMITTABLE_STATUSES: readonly KycStatus[] = ["UNVERIFIED", "REQUEST_CHANGE"];

/** The wizard's form from a submitted body: the "Lifetime ID Card" expiry text back to the lifetime flag. */
export function formFromSubmission(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  if (fields.expireDateOfId !== LIFETIME_EXPIRY_TEXT) return { ...fields, isLifetime: false };
  const { expireDateOfId: _lifetime, ...rest } = fields;
  return { ...rest, isLifetime: true };
}
