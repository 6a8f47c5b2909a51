import path from "node:path";

// Keys are made by the core (e.g. "avatars/<uuid>.png"), never taken from a request path; this
// check is the second line: plain segments only, so no key can climb out of the root directory.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

// Names the local store uses for its own files (content type beside each file, temporary writes).
const RESERVED = /\.(content-type|tmp)$/;

/** Whether a file-store key is plain relative segments ("avatars/x.png"), with no "..", "." or absolute part. */
export function isSafeFileKey(key: string): boolean {
  const segments = key.split("/");
  return (
    key.length <= 512 && segments.length <= 8 && !RESERVED.test(key) && segments.every((s) => SEGMENT.test(s) && !/^\.+$/.test(s))
  );
}

/** The absolute path of a key under `root`, or null when the key is not safe. */
export function filePathOf(root: string, key: string): string | null {
  if (!isSafeFileKey(key)) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, ...key.split("/"));
  return full.startsWith(base + path.sep) ? full : null;
}
