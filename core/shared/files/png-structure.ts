import { crc32 } from "./crc32";
import { plausibleSize, type ImageSize } from "./image-size";

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// Bit depths each colour type allows (PNG spec, table 11.1).
const DEPTHS: Readonly<Record<number, readonly number[]>> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
const CRITICAL = new Set(["IHDR", "PLTE", "IDAT", "IEND"]);
// What drawing the picture needs; everything else (eXIf, tEXt, zTXt, iTXt, tIME, private chunks) is metadata.
const KEPT = new Set([...CRITICAL, "tRNS", "cHRM", "gAMA", "iCCP", "sBIT", "sRGB", "bKGD", "pHYs", "hIST"]);

/** One chunk: its type and where it starts and ends (length field to CRC included). */
type Chunk = Readonly<{ type: string; start: number; end: number; data: Uint8Array }>;

const u32 = (bytes: Uint8Array, at: number): number => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;

// Every chunk in order when each is whole and its CRC right; null otherwise.
function chunksOf(bytes: Uint8Array): Chunk[] | null {
  if (bytes.length < 8 || !SIGNATURE.every((b, i) => bytes[i] === b)) return null;
  const chunks: Chunk[] = [];
  for (let at = 8; at < bytes.length; ) {
    if (at + 12 > bytes.length) return null;
    const length = u32(bytes, at);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return null;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!/^[A-Za-z]{4}$/.test(type) || crc32(bytes.subarray(at + 4, at + 8 + length)) !== u32(bytes, at + 8 + length)) return null;
    chunks.push({ type, start: at, end, data: bytes.subarray(at + 8, at + 8 + length) });
    at = end;
  }
  return chunks;
}

/**
 * The size of a PNG whose whole chunk structure is sound: the signature, IHDR first with a valid
 * size, colour type and depth, every chunk whole with a right CRC, no unknown critical chunk, at
 * least one IDAT, and IEND last with nothing after it (so a PNG header followed by HTML is not a
 * PNG); null otherwise. The pixels are not decompressed.
 */
export function readPng(bytes: Uint8Array): ImageSize | null {
  const chunks = chunksOf(bytes);
  const header = chunks?.[0];
  if (!chunks || !header || header.type !== "IHDR" || header.data.length !== 13) return null;
  const [width, height] = [u32(header.data, 0), u32(header.data, 4)];
  const [depth, colour, compression, filter, interlace] = header.data.subarray(8);
  if (!plausibleSize(width, height) || !(DEPTHS[colour!] ?? []).includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1) return null;
  const types = chunks.map((c) => c.type);
  if (types.at(-1) !== "IEND" || types.indexOf("IEND") !== types.length - 1 || !types.includes("IDAT")) return null;
  if (types.some((t) => t.charCodeAt(0) < 0x61 && !CRITICAL.has(t)) || types.lastIndexOf("IHDR") !== 0) return null;
  return { width, height };
}

/** The PNG with only the chunks that draw it: metadata (eXIf, text, time, private chunks) removed. */
export function stripPngMetadata(bytes: Uint8Array): Uint8Array {
  const chunks = chunksOf(bytes);
  if (chunks === null) return bytes;
  const kept = chunks.filter((c) => KEPT.has(c.type));
  const out = new Uint8Array(8 + kept.reduce((sum, c) => sum + c.end - c.start, 0));
  out.set(bytes.subarray(0, 8));
  let at = 8;
  for (const chunk of kept) {
    out.set(bytes.subarray(chunk.start, chunk.end), at);
    at += chunk.end - chunk.start;
  }
  return out;
}
