import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { sampleJpeg, samplePng } from "../testing/sample-files";
import { avatarFileContentInvalid, avatarFileEmpty, avatarFileTooLarge, avatarFileTypeNotAllowed } from "./account.errors";
import { AVATAR_MAX_SIDE, avatarFitSize, checkAvatar } from "./avatar";

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("avatarFitSize", () => {
  it("keeps a picture that already fits", () => {
    expect(avatarFitSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(avatarFitSize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE)).toEqual({ width: 1024, height: 1024 });
  });
  it("scales a wide or tall picture so its longest side is 1024, proportions kept", () => {
    expect(avatarFitSize(4000, 3000)).toEqual({ width: 1024, height: 768 });
    expect(avatarFitSize(1080, 1920)).toEqual({ width: 576, height: 1024 });
  });
  it("never scales a side below one pixel", () => {
    expect(avatarFitSize(10_000, 1)).toEqual({ width: 1024, height: 1 });
  });
});

describe("checkAvatar", () => {
  it("accepts whole png and jpeg pictures", () => {
    expect([checkAvatar(samplePng()), checkAvatar(sampleJpeg())]).toEqual([ok("image/png"), ok("image/jpeg")]);
  });
  it.each([
    ["a png header followed by HTML", new Uint8Array([...PNG_HEAD, ...new TextEncoder().encode("<html><script>alert(1)</script>")])],
    ["a jpeg header followed by nothing else", new Uint8Array([0xff, 0xd8, 0xff, 0xe0])],
    ["a whole png with HTML after its end", samplePng({ after: new TextEncoder().encode("<html></html>") })],
  ])("refuses %s as damaged content", (_name, content) => {
    expect(checkAvatar(content)).toEqual(err(avatarFileContentInvalid()));
  });
  it("refuses an empty file, a file above 5 MB and any other content", () => {
    expect(checkAvatar(new Uint8Array())).toEqual(err(avatarFileEmpty()));
    expect(checkAvatar(new Uint8Array(5_000_001).fill(0xff))).toEqual(err(avatarFileTooLarge(5, 5.000001)));
    expect(checkAvatar(new TextEncoder().encode("%PDF-1.7"))).toEqual(err(avatarFileTypeNotAllowed()));
  });
});
