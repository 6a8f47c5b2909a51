import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { err } from "neverthrow";
import { afterAll, describe, expect, it } from "vitest";
import { describeFileStore } from "../../tests/conformance/file-store.behavior";
import { filePathOf, isSafeFileKey } from "./file-key";
import { createLocalFileStore } from "./local-file-store.adapter";
import { createMemoryFileStore } from "./memory-file-store.adapter";

const root = mkdtempSync(path.join(tmpdir(), "kul-files-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describeFileStore("local directory", () => createLocalFileStore(mkdtempSync(path.join(root, "store-"))));
describeFileStore("memory", () => createMemoryFileStore());

describe("the local file store on disk", () => {
  it("creates files 0600 and folders 0700, readable by the server's user only", async () => {
    const dir = mkdtempSync(path.join(root, "modes-"));
    await createLocalFileStore(dir).put("kyc/user-1/doc.png", PNG, "image/png");
    const mode = (file: string) => statSync(path.join(dir, file)).mode & 0o777;
    expect([mode("kyc"), mode("kyc/user-1"), mode("kyc/user-1/doc.png"), mode("kyc/user-1/doc.png.content-type")]).toEqual([0o700, 0o700, 0o600, 0o600]);
  });

  it("leaves no temporary file behind after a write", async () => {
    const dir = mkdtempSync(path.join(root, "disk-"));
    await createLocalFileStore(dir).put("avatars/a.png", PNG, "image/png");
    expect(readdirSync(path.join(dir, "avatars")).sort()).toEqual(["a.png", "a.png.content-type"]);
  });

  it("reports a key that names a directory as unavailable when read", async () => {
    const dir = mkdtempSync(path.join(root, "dir-"));
    const files = createLocalFileStore(dir);
    await files.put("avatars/a.png", PNG, "image/png");
    expect(await files.get("avatars")).toEqual(err(expect.objectContaining({ code: "FILE_STORE_UNAVAILABLE" })));
  });

  it("reports a directory it cannot write as unavailable", async () => {
    const dir = mkdtempSync(path.join(root, "blocked-"));
    const files = createLocalFileStore(dir);
    await files.put("taken", PNG, "image/png");
    // "taken" is a file, so nothing can be created beneath it.
    expect(await files.put("taken/a.png", PNG, "image/png")).toEqual(err(expect.objectContaining({ code: "FILE_STORE_UNAVAILABLE" })));
  });
});

describe("file keys", () => {
  it("maps every safe key inside the root and refuses every other", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "B", "0", ".", "..", "/", "\\", "-", "_", "%2e", "\u0000", "é"), { maxLength: 12 }), (parts) => {
        const key = parts.join("");
        const file = filePathOf("/srv/files", key);
        if (isSafeFileKey(key)) expect(file?.startsWith("/srv/files/")).toBe(true);
        else expect(file).toBeNull();
      }),
    );
  });
});
