import { plausibleSize, type ImageSize } from "./image-size";

/** One part of a JPEG: a marker segment, or a scan (SOS segment plus its entropy-coded data). */
type Part = Readonly<{ marker: number; start: number; end: number }>;

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const u16 = (bytes: Uint8Array, at: number): number => (bytes[at]! << 8) | bytes[at + 1]!;
// Start-of-frame markers carry the size: C0-CF except DHT (C4), JPG (C8) and DAC (CC).
const isFrame = (marker: number): boolean => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
// Markers that stand alone, without a length: RST0-7 and TEM.
const isStandalone = (marker: number): boolean => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;

// Where the entropy-coded data after a scan header ends: at the first marker that is neither
// a stuffed 0xFF00 nor a restart marker.
function scanEnd(bytes: Uint8Array, from: number): number {
  for (let at = from; at + 1 < bytes.length; at += 1) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1]!;
    if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) return at;
  }
  return -1;
}

// The parts between SOI and EOI when every segment is whole and EOI ends the file; null otherwise.
function partsOf(bytes: Uint8Array): Part[] | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const parts: Part[] = [];
  for (let at = 2; at < bytes.length; ) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at + 1] === 0xff) at += 1; // fill bytes before a marker
    const marker = bytes[at + 1];
    if (marker === undefined) return null;
    if (marker === EOI) return at + 2 === bytes.length ? parts : null;
    if (isStandalone(marker)) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    const length = u16(bytes, at + 2);
    let end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (marker === SOS) {
      end = scanEnd(bytes, end);
      if (end < 0) return null;
    }
    parts.push({ marker, start: at, end });
    at = end;
  }
  return null;
}

/**
 * The size of a JPEG whose segment structure is sound: SOI, whole marker segments, a frame
 * header (SOFn) with a valid size before the first scan, at least one scan, and EOI as the last
 * two bytes (nothing hidden after the picture); null otherwise. The pixels are not decoded.
 */
export function readJpeg(bytes: Uint8Array): ImageSize | null {
  const parts = partsOf(bytes);
  if (parts === null) return null;
  const frame = parts.findIndex((p) => isFrame(p.marker));
  const scan = parts.findIndex((p) => p.marker === SOS);
  if (frame < 0 || scan < frame) return null;
  const start = parts[frame]!.start;
  if (parts[frame]!.end - start < 9) return null;
  const [height, width] = [u16(bytes, start + 5), u16(bytes, start + 7)];
  return plausibleSize(width, height) ? { width, height } : null;
}

// Segments kept when stripping: JFIF (APP0), an ICC colour profile (APP2) and Adobe's colour
// transform (APP14), which change how the picture looks; every other APPn (Exif with its GPS
// position, XMP, IPTC) and comments are metadata.
function keeps(bytes: Uint8Array, part: Part): boolean {
  const { marker, start } = part;
  if (marker < 0xe0 || marker > 0xef) return marker !== 0xfe;
  const id = String.fromCharCode(...bytes.subarray(start + 4, Math.min(part.end, start + 16)));
  return (marker === 0xe0 && /^JF(IF|XX)\0/.test(id)) || (marker === 0xe2 && id.startsWith("ICC_PROFILE\0")) || (marker === 0xee && id.startsWith("Adobe"));
}

/**
 * The JPEG without its metadata segments (Exif, XMP, IPTC, comments). The Exif orientation goes
 * with them: the web app sends avatars already drawn the right way up.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  const parts = partsOf(bytes);
  if (parts === null) return bytes;
  const kept = parts.filter((part) => keeps(bytes, part));
  const out = new Uint8Array(4 + kept.reduce((sum, p) => sum + p.end - p.start, 0));
  out.set([0xff, SOI]);
  let at = 2;
  for (const part of kept) {
    out.set(bytes.subarray(part.start, part.end), at);
    at += part.end - part.start;
  }
  out.set([0xff, EOI], at);
  return out;
}
