import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { FileStorePort } from "../../core/ports/account-services.port";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const UNSAFE_KEYS = ["../escape.png", "/etc/passwd", "avatars/../../x", "a//b", "", ".", "avatars/.", "a\\b", "x.png.content-type", "x.tmp"];

/**
 * The behaviour every FileStorePort shows (local folder, memory, S3). `makeStore` gives a store
 * with nothing in it, or one whose keys no other test uses.
 * @example describeFileStore("memory", () => createMemoryFileStore());
 */
export function describeFileStore(name: string, makeStore: () => FileStorePort): void {
  describe(`the ${name} file store`, () => {
    let counter = 0;
    // Tests of one store may share a bucket or folder: each uses keys of its own.
    const key = (file: string) => `t${++counter}/${file}`;

    it("gives back what was put, with its content type", async () => {
      const files = makeStore();
      const k = key("a.png");
      expect(await files.put(k, PNG, "image/png")).toEqual(ok(undefined));
      expect(await files.get(k)).toEqual(ok({ content: PNG, contentType: "image/png" }));
    });

    it("answers null for a key never put", async () => {
      expect(await makeStore().get(key("none.png"))).toEqual(ok(null));
    });

    it("replaces a file put twice under one key", async () => {
      const files = makeStore();
      const k = key("x.jpg");
      await files.put(k, PNG, "image/png");
      await files.put(k, new Uint8Array([0xff, 0xd8, 0xff]), "image/jpeg");
      expect(await files.get(k)).toEqual(ok({ content: new Uint8Array([0xff, 0xd8, 0xff]), contentType: "image/jpeg" }));
    });

    it("keeps every byte of a larger binary file", async () => {
      const files = makeStore();
      const k = key("scan.pdf");
      const content = Uint8Array.from({ length: 200_000 }, (_v, i) => (i * 31 + (i >> 8)) % 256);
      await files.put(k, content, "application/pdf");
      const got = (await files.get(k))._unsafeUnwrap();
      // Buffer comparison: vitest's deep equality walks 200,000 elements slowly.
      expect([got?.contentType, Buffer.compare(Buffer.from(got?.content ?? []), Buffer.from(content))]).toEqual(["application/pdf", 0]);
    });

    it("forgets a deleted file, and deleting a missing one is harmless", async () => {
      const files = makeStore();
      const k = key("a.png");
      await files.put(k, PNG, "image/png");
      expect(await files.delete(k)).toEqual(ok(undefined));
      expect(await files.get(k)).toEqual(ok(null));
      expect(await files.delete(k)).toEqual(ok(undefined));
    });

    it.each(UNSAFE_KEYS)("refuses the unsafe key %j on every operation", async (unsafe) => {
      const files = makeStore();
      const refused = err(expect.objectContaining({ code: "FILE_STORE_UNAVAILABLE" }));
      expect(await files.put(unsafe, PNG, "image/png")).toEqual(refused);
      expect(await files.get(unsafe)).toEqual(refused);
      expect(await files.delete(unsafe)).toEqual(refused);
    });
  });
}
