/**
 * The password as the server receives it (decisions.md): the lower-case SHA-256 hex of its UTF-8
 * text, so the clear text never leaves the client. WebCrypto, the same in the browser and in Node.
 * @example await clientPasswordHash("abc") // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
 */
export async function clientPasswordHash(password: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(password));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
