import { describe, expect, it } from "vitest";
import { FakeClock } from "../testing/fake-clock";
import { LOCAL_STORAGE_ENTRY_LIFETIME_MS, isStorageEntryExpired } from "./storage-lifetime";

const HOUR = 3_600_000;

describe("isStorageEntryExpired", () => {
  it("keeps local-storage entries the spec's 30 days", () => {
    expect(LOCAL_STORAGE_ENTRY_LIFETIME_MS).toBe(30 * 24 * HOUR);
  });

  it.each([
    [0, false],
    [LOCAL_STORAGE_ENTRY_LIFETIME_MS - 1, false],
    [LOCAL_STORAGE_ENTRY_LIFETIME_MS, true],
    [LOCAL_STORAGE_ENTRY_LIFETIME_MS + 1, true],
  ])("after %i ms an entry is expired: %s", (elapsed, expired) => {
    const clock = new FakeClock();
    const storedAt = clock.now();
    clock.advance(elapsed);
    expect(isStorageEntryExpired(storedAt, clock.now())).toBe(expired);
  });
});
