import { err, errAsync, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { mailUnavailable } from "../../core/account/account.errors";
import { FakeClock } from "../../core/testing/fake-clock";
import { storageUnavailable } from "../storage/storage-errors";
import { createMemoryAccountStorage } from "../storage/memory";
import { createOutboxMail } from "./outbox-mail.adapter";

const ids = () => {
  let n = 0;
  return { id: () => `mail-${++n}` };
};

describe("outbox mail adapter", () => {
  it("keeps each rendered mail with its kind, language and time, newest first", async () => {
    const storage = createMemoryAccountStorage();
    const clock = new FakeClock();
    const mail = createOutboxMail({ outbox: storage.outbox, clock, random: ids(), webOrigin: "https://app.test" });
    expect(await mail.send({ to: "Ann@Example.com", kind: "EMAIL_CONFIRMATION", language: "th", code: "abc" })).toEqual(ok(undefined));
    clock.advance(1000);
    await mail.send({ to: "ann@example.com", kind: "PASSWORD_RESET", language: "en", token: "t" });
    await mail.send({ to: "bob@example.com", kind: "PASSWORD_RESET", language: "en", token: "t" });
    const listed = (await storage.outbox.list({ to: "ANN@example.com", limit: 10 }))._unsafeUnwrap();
    expect(listed.map((m) => [m.id, m.to, m.kind, m.language, m.createdAt - clock.now()])).toEqual([
      ["mail-2", "ann@example.com", "PASSWORD_RESET", "en", 0],
      ["mail-1", "ann@example.com", "EMAIL_CONFIRMATION", "th", -1000],
    ]);
    expect(listed[1]?.text).toContain("https://app.test/confirm-email?code=abc");
    expect((await storage.outbox.list({ limit: 1 }))._unsafeUnwrap().map((m) => m.id)).toEqual(["mail-3"]);
  });

  it("reports MAIL_UNAVAILABLE when the outbox cannot be written", async () => {
    const outbox = { add: () => errAsync(storageUnavailable("disk full")), list: () => errAsync(storageUnavailable()) };
    const mail = createOutboxMail({ outbox, clock: new FakeClock(), random: ids(), webOrigin: "https://app.test" });
    expect(await mail.send({ to: "a@b.co", kind: "EMAIL_CHANGED", language: "en" })).toEqual(err(mailUnavailable("STORAGE_UNAVAILABLE")));
  });
});
