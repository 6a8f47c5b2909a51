import { crc32 } from "../shared/files/crc32";

// Real, whole files for tests of uploads, built in code so each test says what it needs.

const enc = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
const be32 = (n: number): number[] => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const be16 = (n: number): number[] => [(n >>> 8) & 0xff, n & 0xff];

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([enc(type), data]);
  return concat([Uint8Array.from(be32(data.length)), typed, Uint8Array.from(be32(crc32(typed)))]);
}

// zlib with stored (uncompressed) deflate blocks: valid for every PNG decoder, no compressor needed.
function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks: Uint8Array[] = [Uint8Array.from([0x78, 0x01])];
  for (let at = 0; at === 0 || at < raw.length; at += 65_535) {
    const part = raw.subarray(at, at + 65_535);
    const final = at + 65_535 >= raw.length ? 1 : 0;
    blocks.push(Uint8Array.from([final, part.length & 0xff, part.length >>> 8, ~part.length & 0xff, (~part.length >>> 8) & 0xff]), part);
  }
  let [a, b] = [1, 0];
  for (const byte of raw) [a, b] = [(a + byte) % 65_521, (b + (a + byte) % 65_521) % 65_521];
  blocks.push(Uint8Array.from(be32(((b << 16) | a) >>> 0)));
  return concat(blocks);
}

/** What a sample PNG holds besides its pixels. */
export type SamplePngOptions = Readonly<{ width?: number; height?: number; metadata?: boolean; size?: number; after?: Uint8Array }>;

/**
 * A whole RGB PNG any decoder reads (one grey colour). `metadata` adds eXIf and tEXt chunks (a
 * camera's), `size` pads it to exactly that many bytes with a text chunk, `after` appends bytes
 * after IEND (a polyglot).
 */
export function samplePng(options: SamplePngOptions = {}): Uint8Array<ArrayBuffer> {
  const { width = 2, height = 2 } = options;
  const rows = new Uint8Array(height * (1 + width * 3)).fill(0x80);
  for (let y = 0; y < height; y += 1) rows[y * (1 + width * 3)] = 0;
  const header = pngChunk("IHDR", Uint8Array.from([...be32(width), ...be32(height), 8, 2, 0, 0, 0]));
  const metadata = options.metadata ? [pngChunk("eXIf", enc("MM\0*GPS 13.7563N 100.5018E")), pngChunk("tEXt", enc("Comment\0taken at home"))] : [];
  const parts = [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), header, ...metadata, pngChunk("IDAT", zlibStored(rows))];
  const end = pngChunk("IEND", new Uint8Array());
  const bare = concat([...parts, end]).length;
  if (options.size !== undefined) {
    if (options.size < bare + 20) throw new Error(`a sample PNG needs at least ${bare + 20} bytes`);
    parts.push(pngChunk("tEXt", concat([enc("Padding\0"), new Uint8Array(options.size - bare - 20).fill(0x20)])));
  }
  return concat([...parts, end, options.after ?? new Uint8Array()]);
}

/** What a sample JPEG holds besides its frame. */
export type SampleJpegOptions = Readonly<{ width?: number; height?: number; exif?: boolean; size?: number; after?: Uint8Array }>;

const segment = (marker: number, data: Uint8Array): Uint8Array => concat([Uint8Array.from([0xff, marker, ...be16(data.length + 2)]), data]);

/**
 * A JPEG whose segments are all whole (JFIF, quantisation and Huffman tables, a baseline frame, one
 * scan, EOI). `exif` adds an APP1 Exif segment with a GPS position and a comment, `size` pads the
 * scan data to exactly that many bytes, `after` appends bytes after EOI.
 */
export function sampleJpeg(options: SampleJpegOptions = {}): Uint8Array<ArrayBuffer> {
  const { width = 2, height = 2 } = options;
  const parts = [
    Uint8Array.from([0xff, 0xd8]),
    segment(0xe0, concat([enc("JFIF\0"), Uint8Array.from([1, 1, 0, 0, 1, 0, 1, 0, 0])])),
    ...(options.exif ? [segment(0xe1, enc("Exif\0\0MM\0*GPS 13.7563N 100.5018E")), segment(0xfe, enc("taken at home"))] : []),
    segment(0xdb, concat([Uint8Array.from([0]), new Uint8Array(64).fill(1)])),
    segment(0xc0, Uint8Array.from([8, ...be16(height), ...be16(width), 1, 1, 0x11, 0])),
    segment(0xc4, concat([Uint8Array.from([0x00]), Uint8Array.from([1, ...new Array<number>(15).fill(0)]), Uint8Array.from([0])])),
    segment(0xda, Uint8Array.from([1, 1, 0x00, 0, 63, 0])),
  ];
  const scanAndEnd = (padding: number) => concat([new Uint8Array(Math.max(1, padding)), Uint8Array.from([0xff, 0xd9])]);
  const bare = concat([...parts, scanAndEnd(1)]).length;
  const padding = options.size === undefined ? 1 : options.size - bare + 1;
  if (padding < 1) throw new Error(`a sample JPEG needs at least ${bare} bytes`);
  return concat([...parts, scanAndEnd(padding), options.after ?? new Uint8Array()]);
}

/** A whole one-page PDF with a classic cross-reference table; `size` pads a comment to reach that many bytes. */
export function samplePdf(options: Readonly<{ size?: number }> = {}): Uint8Array<ArrayBuffer> {
  const objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>"];
  const build = (padding: number) => {
    let body = `%PDF-1.7\n%${"x".repeat(padding)}\n`;
    const offsets = objects.map((object, i) => {
      const at = body.length;
      body += `${i + 1} 0 obj\n${object}\nendobj\n`;
      return at;
    });
    const xref = body.length;
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return body;
  };
  const bare = build(0).length;
  // Padding moves the offsets, whose digits are fixed-width in the table but not after startxref.
  let padding = options.size === undefined ? 0 : options.size - bare;
  if (padding < 0) throw new Error(`a sample PDF needs at least ${bare} bytes`);
  while (options.size !== undefined && build(padding).length > options.size) padding -= 1;
  return enc(build(padding));
}
