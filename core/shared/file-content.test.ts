import { describe, expect, it } from "vitest";
import { sizeInMb, sniffContentType } from "./file-content";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const PDF = new TextEncoder().encode("%PDF-1.7\n");
const GIF = new TextEncoder().encode("GIF89a");
const EXE = Uint8Array.from([0x4d, 0x5a, 0x90, 0]);

describe("sniffContentType", () => {
  it.each([
    ["png", PNG, "image/png"],
    ["jpeg", JPEG, "image/jpeg"],
    ["pdf", PDF, "application/pdf"],
    ["gif", GIF, null],
    ["exe", EXE, null],
    ["a truncated png", PNG.slice(0, 7), null],
    ["nothing", new Uint8Array(), null],
  ])("recognises %s", (_, head, type) => {
    expect(sniffContentType(head)).toBe(type);
  });
});

describe("sizeInMb", () => {
  it("counts megabytes as bytes / 1,000,000", () => {
    expect(sizeInMb(2_500_000)).toBe(2.5);
  });
});
