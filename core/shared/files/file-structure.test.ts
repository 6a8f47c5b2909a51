import { describe, expect, it } from "vitest";
import { pngChunk, sampleJpeg, samplePdf, samplePng } from "../../testing/sample-files";
import { hasSoundStructure, imageSize, stripImageMetadata } from "./file-structure";
import { readJpeg } from "./jpeg-structure";
import { readPdf } from "./pdf-structure";
import { readPng } from "./png-structure";

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const HTML = bytes("<html><script>alert(document.cookie)</script></html>");
const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const contains = (haystack: Uint8Array, needle: string) => Buffer.from(haystack).includes(needle);

describe("PNG structure", () => {
  it("reads the size of a whole PNG from its IHDR", () => {
    expect([readPng(samplePng()), readPng(samplePng({ width: 640, height: 480 }))]).toEqual([
      { width: 2, height: 2 },
      { width: 640, height: 480 },
    ]);
  });

  it.each([
    ["a PNG header followed by HTML", new Uint8Array([...PNG_SIGNATURE, ...HTML])],
    ["a whole PNG with HTML after IEND", samplePng({ after: HTML })],
    ["a PNG cut short", samplePng().subarray(0, 40)],
    ["a chunk whose CRC is wrong", (() => { const png = samplePng(); png[30] = png[30]! ^ 0xff; return png; })()],
    ["a PNG without IDAT", new Uint8Array([...samplePng().subarray(0, 33), ...pngChunk("IEND", new Uint8Array())])],
    ["a zero width", samplePng({ width: 0 })],
    ["an unknown critical chunk", new Uint8Array([...samplePng().subarray(0, 33), ...pngChunk("XXXX", new Uint8Array(1)), ...samplePng().subarray(33)])],
  ])("refuses %s", (_name, file) => {
    expect(readPng(file)).toBeNull();
  });

  it("strips eXIf and text chunks and keeps a PNG of the same size", () => {
    const stripped = stripImageMetadata("image/png", samplePng({ metadata: true }));
    expect([contains(samplePng({ metadata: true }), "GPS"), contains(stripped, "GPS"), contains(stripped, "taken at home"), readPng(stripped)]).toEqual([
      true, false, false, { width: 2, height: 2 },
    ]);
    expect(stripped).toEqual(samplePng());
  });
});

describe("JPEG structure", () => {
  it("reads the size of a whole JPEG from its frame header", () => {
    expect([readJpeg(sampleJpeg()), readJpeg(sampleJpeg({ width: 1024, height: 768, exif: true }))]).toEqual([
      { width: 2, height: 2 },
      { width: 1024, height: 768 },
    ]);
  });

  it.each([
    ["a JPEG header followed by HTML", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...HTML])],
    ["a whole JPEG with HTML after EOI", sampleJpeg({ after: HTML })],
    ["a JPEG without EOI", sampleJpeg().subarray(0, sampleJpeg().length - 2)],
    ["a JPEG with a segment longer than the file", Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xf0, 0, 0])],
    ["a zero height", sampleJpeg({ height: 0 })],
  ])("refuses %s", (_name, file) => {
    expect(readJpeg(file)).toBeNull();
  });

  it("strips the Exif segment and comments, keeps JFIF, and the JPEG stays whole", () => {
    const stripped = stripImageMetadata("image/jpeg", sampleJpeg({ exif: true }));
    expect([contains(stripped, "Exif"), contains(stripped, "GPS"), contains(stripped, "taken at home"), contains(stripped, "JFIF"), readJpeg(stripped)]).toEqual([
      false, false, false, true, { width: 2, height: 2 },
    ]);
    expect(stripped).toEqual(sampleJpeg());
  });
});

describe("PDF structure", () => {
  const xrefStream = (() => {
    const head = "%PDF-1.5\n1 0 obj\n<< /Type /Catalog >>\nendobj\n";
    const body = `${head}2 0 obj\n<< /Type /XRef /Size 3 /W [1 2 1] /DecodeParms << /Columns 4 >> /Length 0 >>\nstream\n\nendstream\nendobj\n`;
    return bytes(`${body}startxref\n${head.length}\n%%EOF\r\n`);
  })();

  it.each([
    ["a cross-reference table", samplePdf(), { version: "1.7", xref: "table" }],
    ["a cross-reference stream", xrefStream, { version: "1.5", xref: "stream" }],
  ])("reads a PDF with %s", (_name, file, expected) => {
    expect(readPdf(file)).toEqual(expected);
  });

  it.each([
    ["a PDF header followed by anything", bytes("%PDF-1.4 x")],
    ["HTML after %%EOF", new Uint8Array([...samplePdf(), ...HTML])],
    ["a startxref past the file", bytes("%PDF-1.7\nxref\ntrailer\n<< >>\nstartxref\n99999\n%%EOF\n")],
    ["a startxref that points at no cross-reference", bytes("%PDF-1.7\n1 0 obj\n<< >>\nendobj\nstartxref\n9\n%%EOF\n")],
    ["a table without its trailer", bytes("%PDF-1.7\nxref\n0 1\n0000000000 65535 f \nstartxref\n9\n%%EOF\n")],
  ])("refuses %s", (_name, file) => {
    expect(readPdf(file)).toBeNull();
  });
});

describe("sample files and the checks together", () => {
  it.each([
    ["image/png", samplePng({ size: 5_000 })],
    ["image/jpeg", sampleJpeg({ size: 5_000 })],
    ["application/pdf", samplePdf({ size: 5_000 })],
  ] as const)("a %s padded to 5,000 bytes is that size and sound", (type, file) => {
    expect([file.length, hasSoundStructure(type, file)]).toEqual([5_000, true]);
  });

  it("reads an image's size by its type", () => {
    expect([imageSize("image/png", samplePng({ width: 3, height: 4 })), imageSize("image/jpeg", samplePng())]).toEqual([{ width: 3, height: 4 }, null]);
  });
});
