/** What a PDF's structure shows: its version and how its cross-reference is stored. */
export type PdfStructure = Readonly<{ version: string; xref: "table" | "stream" }>;

// PDF syntax is bytes; latin1 maps each byte to one character, so offsets stay byte offsets.
const text = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.subarray(Math.max(0, from), Math.min(bytes.length, to)));
const TAIL = 2048;
const WINDOW = 1024;

function latin1(bytes: Uint8Array, from: number, to: number): string {
  let out = "";
  // In slices: spreading megabytes into one call would overflow the stack.
  for (let at = from; at < to; at += 8192) out += text(bytes, at, Math.min(to, at + 8192));
  return out;
}

/**
 * The structure of a PDF when it is whole: the `%PDF-x.y` header, `%%EOF` at the end (only
 * whitespace after it), a `startxref` offset before it pointing inside the file at either a
 * cross-reference table followed by a `trailer` dictionary, or a cross-reference stream object
 * (`/Type /XRef`); null otherwise. Objects and content streams are not parsed.
 */
export function readPdf(bytes: Uint8Array): PdfStructure | null {
  const header = /^%PDF-(\d\.\d)/.exec(text(bytes, 0, 16));
  if (header === null) return null;
  const tailStart = Math.max(0, bytes.length - TAIL);
  const tail = text(bytes, tailStart, bytes.length);
  const end = /startxref\s+(\d{1,10})\s+%%EOF\s*$/.exec(tail);
  if (end === null) return null;
  const startxrefAt = tailStart + end.index;
  const offset = Number(end[1]);
  if (offset < 9 || offset >= startxrefAt) return null;
  const at = text(bytes, offset, offset + WINDOW);
  if (/^\s*xref\s/.test(at)) {
    // The table runs up to its trailer: 20 bytes per entry, searched up to startxref.
    const section = latin1(bytes, offset, startxrefAt);
    return /\strailer\s*<</.test(section) ? { version: header[1]!, xref: "table" } : null;
  }
  const object = /^\s*\d+\s+\d+\s+obj\s*<<([\s\S]*?)>>\s*stream/.exec(at);
  if (object !== null && /\/Type\s*\/XRef\b/.test(object[1]!)) return { version: header[1]!, xref: "stream" };
  return null;
}
