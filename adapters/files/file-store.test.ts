import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { err, ok } from "neverthrow";
import { afterAll, describe, expect, it } from "vitest";
import type { FileStorePort } from "../../core/ports/account-services.port";
import { filePathOf, isSafeFileKey } from "./file-key";
import { createLocalFileStore } from "./local-file-store.adapter";
import { createMemoryFileStore } from "./memory-file-store.adapter";

const root = mkdtempSync(path.join(tmpdir(), "kul-files-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const stores: ReadonlyArray<readonly [string, () => FileStorePort]> = [
  ["local directory", () => createLocalFileStore(mkdtempSync(path.join(root, "store-")))],
  ["memory", () => createMemoryFileStore()],
];

describe.each(stores)("the %s file store", (_name, makeStore) => {
  it("gives back what was put, with its content type", async () => {
    const files = makeStore();
    expect(await files.put("avatars/a.png", PNG, "image/png")).toEqual(ok(undefined));
    expect(await files.get("avatars/a.png")).toEqual(ok({ content: PNG, contentType: "image/png" }));
  });

  it("answers null for a key never put", async () => {
    expect(await makeStore().get("avatars/none.png")).toEqual(ok(null));
  });

  it("replaces a file put twice under one key", async () => {
    const files = makeStore();
    await files.put("k/x.jpg", PNG, "image/png");
    await files.put("k/x.jpg", new Uint8Array([0xff, 0xd8, 0xff]), "image/jpeg");
    expect(await files.get("k/x.jpg")).toEqual(ok({ content: new Uint8Array([0xff, 0xd8, 0xff]), contentType: "image/jpeg" }));
  });

  it("forgets a deleted file, and deleting a missing one is harmless", async () => {
    const files = makeStore();
    await files.put("avatars/a.png", PNG, "image/png");
    expect(await files.delete("avatars/a.png")).toEqual(ok(undefined));
    expect(await files.get("avatars/a.png")).toEqual(ok(null));
    expect(await files.delete("avatars/a.png")).toEqual(ok(undefined));
  });

  it.each(["../escape.png", "/etc/passwd", "avatars/../../x", "a//b", "", ".", "avatars/.", "a\\b", "x.png.content-type", "x.tmp"])(
    "refuses the unsafe key %j on every operation",
    async (key) => {
      const files = makeStore();
      const refused = err(expect.objectContaining({ code: "FILE_STORE_UNAVAILABLE" }));
      expect(await files.put(key, PNG, "image/png")).toEqual(refused);
      expect(await files.get(key)).toEqual(refused);
      expect(await files.delete(key)).toEqual(refused);
    },
  );
});

describe("the local file store on disk", () => {
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
