/**
 * decisions.md: the client sends the SHA-256 hex of the password (login, register, reset), so the
 * clear text never leaves the browser; the server stores scrypt of this hex.
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
