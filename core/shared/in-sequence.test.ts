import { errAsync, okAsync, ResultAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import { inSequence } from "./in-sequence";

describe("inSequence", () => {
  it("starts each step only after the one before it has finished, and keeps their order", async () => {
    const events: string[] = [];
    const step = (name: string, ms: number) => () => {
      events.push(`start ${name}`);
      return ResultAsync.fromSafePromise(new Promise<string>((resolve) => setTimeout(() => { events.push(`end ${name}`); resolve(name); }, ms)));
    };
    const result = await inSequence([step("a", 5), step("b", 0)]);
    expect(result._unsafeUnwrap()).toEqual(["a", "b"]);
    expect(events).toEqual(["start a", "end a", "start b", "end b"]);
  });

  it("stops at the first failure and does not start the steps after it", async () => {
    let thirdStarted = false;
    const result = await inSequence<number, string>([() => okAsync(1), () => errAsync("BROKEN"), () => { thirdStarted = true; return okAsync(3); }]);
    expect(result._unsafeUnwrapErr()).toBe("BROKEN");
    expect(thirdStarted).toBe(false);
  });

  it("answers an empty list for no steps", async () => {
    expect((await inSequence([]))._unsafeUnwrap()).toEqual([]);
  });
});
