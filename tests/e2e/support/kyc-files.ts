/**
 * Small real files for the KYC uploads, made in the test: a PNG drawn in four colours, a JPEG
 * drawn by the browser's canvas, a one-page PDF, and files that must be refused (a photo over
 * 5 MB, text named like a picture).
 */
import { deflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { pngChunk } from "../../../core/testing/sample-files";

/** What Playwright's setInputFiles takes. */
export type FilePayload = Readonly<{ name: string; mimeType: string; buffer: Buffer }>;

/** A PNG chunk (length, type, data, CRC), as core's sample files build them. */
const chunk = (type: string, data: Buffer): Buffer => Buffer.from(pngChunk(type, data));

/** A decodable RGB PNG, one colour per quarter; `padTo` appends an ignored chunk so the file reaches that size. */
export function pngFile(name: string, size = 48, padTo = 0): FilePayload {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0);
    for (let x = 0; x < size; x += 1) rows.push(...(y < size / 2 ? (x < size / 2 ? [11, 61, 145] : [247, 144, 9]) : x < size / 2 ? [6, 118, 71] : [230, 230, 230]));
  }
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.from(rows)))];
  const used = parts.reduce((n, p) => n + p.length, 0) + 12;
  if (padTo > used + 12) parts.push(chunk("zPad", Buffer.alloc(padTo - used - 12)));
  parts.push(chunk("IEND", Buffer.alloc(0)));
  return { name, mimeType: "image/png", buffer: Buffer.concat(parts) };
}

/** A real JPEG photo, encoded by the browser's own canvas (the page is only used to draw it). */
export async function jpegFile(page: Page, name: string): Promise<FilePayload> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 96;
    canvas.height = 64;
    const g = canvas.getContext("2d")!;
    g.fillStyle = "#0b3d91";
    g.fillRect(0, 0, 96, 64);
    g.fillStyle = "#f79009";
    g.fillRect(12, 12, 32, 40);
    return canvas.toDataURL("image/jpeg", 0.85);
  });
  return { name, mimeType: "image/jpeg", buffer: Buffer.from(dataUrl.split(",")[1]!, "base64") };
}

/** A one-page PDF with a line of text. */
export function pdfFile(name: string): FilePayload {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    "<< /Length 44 >>\nstream\nBT /F1 18 Tf 24 72 Td (KUL Swap test) Tj ET\nendstream",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body, "latin1") };
}

/** A PNG just over the 5 MB photo limit (5,000,001 bytes counted as the spec does). */
export function oversizePhoto(name = "too-big.png"): FilePayload {
  return pngFile(name, 16, 5_200_000);
}

/** Text in a file named like a picture: refused by content whatever its name says. */
export function textNamedPng(name = "notes.png"): FilePayload {
  return { name, mimeType: "image/png", buffer: Buffer.from("these are not the pixels you are looking for\n") };
}
