import { okAsync, ResultAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { AccountStorage, SessionRecord } from "../../core/ports/account-storage.port";
import { createMemoryAccountStorage } from "./memory";
import { createMemoryTradeStorage } from "./memory/memory-trades";
import { withReadCache } from "./read-cache";
import { newUser } from "../../tests/conformance/account-storage-context";

const NOW = 1_767_225_600_000;
const USERS = [newUser(), newUser()] as const;
const session = (id: string, user: 0 | 1): SessionRecord => ({ id, userId: USERS[user].id, createdAt: NOW, expiresAt: NOW + 60_000, revokedAt: null });

/** The memory storage with its session reads counted, and optionally held until `release` is called. */
function countedStorage() {
  const memory = createMemoryAccountStorage();
  for (const user of USERS) void memory.users.create(user, NOW);
  const counted = { reads: 0, hold: false, held: [] as (() => void)[] };
  const findById = (id: string): ReturnType<AccountStorage["sessions"]["findById"]> => {
    counted.reads += 1;
    const answer = memory.sessions.findById(id);
    if (!counted.hold) return answer;
    return new ResultAsync(Promise.resolve(answer).then((result) => new Promise<typeof result>((resolve) => counted.held.push(() => resolve(result)))));
  };
  return { counted, memory: { ...memory, sessions: { ...memory.sessions, findById } } };
}

describe("withReadCache", () => {
  it("answers a repeated read from memory, per argument: each session only as itself", async () => {
    const { counted, memory } = countedStorage();
    const { storage } = withReadCache(memory, createMemoryTradeStorage());
    await storage.sessions.create(session("s1", 0));
    await storage.sessions.create(session("s2", 1));
    expect((await storage.sessions.findById("s1"))._unsafeUnwrap()?.userId).toBe(USERS[0].id);
    expect((await storage.sessions.findById("s1"))._unsafeUnwrap()?.userId).toBe(USERS[0].id);
    expect((await storage.sessions.findById("s2"))._unsafeUnwrap()?.userId).toBe(USERS[1].id);
    expect(counted.reads).toBe(2);
  });

  it("reads a session revoked as soon as the revocation returns", async () => {
    const { memory } = countedStorage();
    const { storage } = withReadCache(memory, createMemoryTradeStorage());
    await storage.sessions.create(session("s1", 0));
    expect((await storage.sessions.findById("s1"))._unsafeUnwrap()?.revokedAt).toBeNull();
    await storage.sessions.revoke("s1", NOW + 1);
    expect((await storage.sessions.findById("s1"))._unsafeUnwrap()?.revokedAt).toBe(NOW + 1);
  });

  it("does not keep an answer that was being read while a write settled", async () => {
    const { counted, memory } = countedStorage();
    const { storage, cache } = withReadCache(memory, createMemoryTradeStorage());
    await storage.sessions.create(session("s1", 0));
    counted.hold = true;
    const before = storage.sessions.findById("s1");
    await new Promise((resolve) => setImmediate(resolve));
    await storage.sessions.revoke("s1", NOW + 1);
    counted.hold = false;
    counted.held.forEach((release) => release());
    expect((await before)._unsafeUnwrap()?.revokedAt).toBeNull();
    expect(cache.size()).toBe(0);
    expect((await storage.sessions.findById("s1"))._unsafeUnwrap()?.revokedAt).toBe(NOW + 1);
  });

  it("empties itself after a transaction and after a failed write", async () => {
    const { memory } = countedStorage();
    const { storage, cache } = withReadCache(memory, createMemoryTradeStorage());
    await storage.sessions.create(session("s1", 0));
    await storage.sessions.findById("s1");
    expect(cache.size()).toBe(1);
    await storage.transaction((tx) => tx.sessions.revoke("s1", NOW + 1).andThen(() => okAsync(undefined)));
    expect(cache.size()).toBe(0);
    expect((await storage.sessions.findById("s1"))._unsafeUnwrap()?.revokedAt).toBe(NOW + 1);
    expect((await storage.sessions.create(session("s1", 0))).isErr()).toBe(true);
    expect(cache.size()).toBe(0);
  });
});
