/**
 * Spec 1 section 2: a URL whose path contains `/#/` (old hash-router links such as
 * `/#/login?next=KYC`) is rewritten to the same path without the hash; null when nothing to do.
 * @example rewriteLegacyHash("/", "#/login?next=KYC") // "/login?next=KYC"
 */
export function rewriteLegacyHash(pathname: string, hash: string): string | null {
  if (!hash.startsWith("#/")) return null;
  const base = pathname.replace(/\/+$/, "");
  const rest = hash.slice(1); // keeps the leading "/" of the old route
  return `${base}${rest}` || "/";
}
