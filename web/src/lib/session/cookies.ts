import type { CookieName, CookieSpec } from "@core/account/session";

/** The document's cookies, read and written through the core's cookie specs. */
export type CookieJar = Readonly<{
  get(name: CookieName): string | null;
  set(spec: CookieSpec): void;
  remove(name: CookieName): void;
}>;

// Secure cookies are dropped by browsers on plain http except on localhost; the local stack runs on
// http://127.0.0.1, so Secure is set only where the page itself is https.
function secureFlag(doc: Document): string {
  return doc.location?.protocol === "https:" ? "; Secure" : "";
}

/** document.cookie behind the CookieJar shape. */
export function documentCookies(doc: Document = document): CookieJar {
  return {
    get(name) {
      const prefix = `${name}=`;
      const found = doc.cookie.split("; ").find((part) => part.startsWith(prefix));
      return found === undefined ? null : decodeURIComponent(found.slice(prefix.length));
    },
    set(spec) {
      const expires = new Date(spec.expiresAt).toUTCString();
      doc.cookie = `${spec.name}=${encodeURIComponent(spec.value)}; Expires=${expires}; Path=${spec.path}; SameSite=${spec.sameSite}${secureFlag(doc)}`;
    },
    remove(name) {
      doc.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax${secureFlag(doc)}`;
    },
  };
}
