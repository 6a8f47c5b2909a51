import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { OutboxMailRecord } from "../../core/ports/account-storage.port";
import { T0, type StorageSuiteContext } from "./account-storage-context";

const conflict = err(expect.objectContaining({ code: "STORAGE_CONFLICT" }));

const mail = (id: string, to: string, createdAt: number): OutboxMailRecord => ({
  id,
  to,
  kind: "EMAIL_CONFIRMATION",
  language: "th",
  subject: "ยืนยันอีเมล",
  text: "https://kulswap.example/confirm-email?code=1&email=a",
  html: "<p>ยืนยัน</p>",
  createdAt,
});

/** The mail outbox: newest first, per recipient, limited. */
export function describeOutbox({ storage }: StorageSuiteContext): void {
  describe("mail outbox", () => {
    const fill = async () => {
      for (const m of [mail("m1", "a@example.com", T0), mail("m2", "b@example.com", T0 + 1), mail("m3", "A@example.com", T0 + 1), mail("m4", "a@example.com", T0 + 2)]) {
        expect(await storage().outbox.add(m)).toEqual(ok(undefined));
      }
    };

    it("lists every mail newest first, ties newest-added first", async () => {
      await fill();
      expect(unwrapIds(await storage().outbox.list({ limit: 10 }))).toEqual(["m4", "m3", "m2", "m1"]);
    });

    it("lists only the mails to one address, whatever its letter case, at most `limit`", async () => {
      await fill();
      expect(await storage().outbox.list({ to: "a@EXAMPLE.com", limit: 2 })).toEqual(ok([mail("m4", "a@example.com", T0 + 2), mail("m3", "A@example.com", T0 + 1)]));
    });

    it("lists nothing for a limit of zero", async () => {
      await fill();
      expect(await storage().outbox.list({ limit: 0 })).toEqual(ok([]));
    });

    it.each([
      ["an id already used", mail("m1", "c@example.com", T0)],
      ["a NUL character in its text", { ...mail("m9", "c@example.com", T0), text: "a\u0000" }],
    ])("refuses a mail with %s", async (_what, m) => {
      await storage().outbox.add(mail("m1", "a@example.com", T0));
      expect(await storage().outbox.add(m)).toEqual(conflict);
    });
  });
}

function unwrapIds(result: Awaited<ReturnType<ReturnType<StorageSuiteContext["storage"]>["outbox"]["list"]>>): string[] {
  if (result.isErr()) throw new Error(result.error.code);
  return result.value.map((m) => m.id);
}
