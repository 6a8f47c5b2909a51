import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { T0, unwrap, type StorageSuiteContext } from "./account-storage-context";

const WINDOW = 15 * 60 * 1000;

/** Throttle counters (AttemptCounterPort): atomic takes, windows, give-back and clearing. */
export function describeAttemptCounter({ storage }: StorageSuiteContext): void {
  describe("attempt counters", () => {
    const take = (key: string, now: number) => storage().attempts.take(key, WINDOW, now);

    it("opens a window at the first attempt and counts the later ones in it", async () => {
      const answers = [unwrap(await take("login:a", T0)), unwrap(await take("login:a", T0 + 10)), unwrap(await take("login:a", T0 + WINDOW - 1))];
      expect(answers).toEqual([1, 2, 3].map((count) => ({ count, windowStartedAt: T0 })));
    });

    it("opens a new window once the window has ended", async () => {
      await take("login:a", T0);
      await take("login:a", T0 + 1);
      expect(await take("login:a", T0 + WINDOW)).toEqual(ok({ count: 1, windowStartedAt: T0 + WINDOW }));
    });

    it("counts each key on its own", async () => {
      await take("login:a", T0);
      expect(await take("login:b", T0 + 5)).toEqual(ok({ count: 1, windowStartedAt: T0 + 5 }));
    });

    it("gives 50 parallel takes the counts 1 to 50, each once", async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, () => take("login:race", T0)));
      expect(answers.map((a) => unwrap(a).count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    });

    it("takes back one attempt of the running window, never below zero", async () => {
      await take("ip:1", T0);
      await storage().attempts.giveBack("ip:1", T0);
      await storage().attempts.giveBack("ip:1", T0);
      expect(await take("ip:1", T0 + 1)).toEqual(ok({ count: 1, windowStartedAt: T0 }));
    });

    it("takes nothing back from a window other than the one named", async () => {
      await take("ip:1", T0);
      await take("ip:1", T0 + WINDOW);
      await storage().attempts.giveBack("ip:1", T0);
      expect(await take("ip:1", T0 + WINDOW + 1)).toEqual(ok({ count: 2, windowStartedAt: T0 + WINDOW }));
    });

    it("forgets a cleared key and only that one", async () => {
      await take("login:a", T0);
      await take("login:b", T0);
      expect(await storage().attempts.clear("login:a")).toEqual(ok(undefined));
      expect([unwrap(await take("login:a", T0 + 1)), unwrap(await take("login:b", T0 + 1))]).toEqual([
        { count: 1, windowStartedAt: T0 + 1 },
        { count: 2, windowStartedAt: T0 },
      ]);
    });

    it("refuses a key holding a NUL character and ignores it when cleared or given back", async () => {
      expect(await take("login:a\u0000", T0)).toEqual(err(expect.objectContaining({ code: "STORAGE_CONFLICT" })));
      expect([await storage().attempts.clear("login:a\u0000"), await storage().attempts.giveBack("login:a\u0000", T0)]).toEqual([ok(undefined), ok(undefined)]);
    });

    it("undoes a take made inside a transaction that fails", async () => {
      await take("login:a", T0);
      await storage().transaction((tx) => tx.attempts.clear("login:a").andThen(() => tx.attempts.take("login:b", WINDOW, T0)).andThen(() => err("undo")));
      expect([unwrap(await take("login:a", T0 + 1)).count, unwrap(await take("login:b", T0 + 1)).count]).toEqual([2, 1]);
    });
  });
}
