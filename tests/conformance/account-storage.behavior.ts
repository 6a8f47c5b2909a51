import { afterAll, beforeAll, beforeEach, describe } from "vitest";
import type { AccountStorage } from "../../core/ports/account-storage.port";
import { describeAudit } from "./account-storage-audit.behavior";
import { describeAttemptCounter } from "./attempt-counter.behavior";
import type { OpenStorage, StorageFixture, StorageSuiteContext } from "./account-storage-context";
import { describeFeed } from "./account-storage-feed.behavior";
import { describeLegalAcceptances } from "./account-storage-legal.behavior";
import { describeNulCharacters } from "./account-storage-nul.behavior";
import { describeOutbox } from "./account-storage-outbox.behavior";
import { describeSessionsAndTokens } from "./account-storage-sessions.behavior";
import { describeTransactions } from "./account-storage-transactions.behavior";
import { describeUsers } from "./account-storage-users.behavior";

/**
 * The behaviour every AccountStorage must show (memory, PGlite, PostgreSQL). The storage is
 * opened once per file and emptied before each test.
 * @example describeAccountStorage("memory", async () => ({ fresh: async () => createMemoryAccountStorage(), close: async () => {} }));
 */
export function describeAccountStorage(name: string, open: OpenStorage): void {
  describe(`AccountStorage on ${name}`, () => {
    let fixture: StorageFixture;
    let current: AccountStorage;
    const ctx: StorageSuiteContext = { storage: () => current };

    beforeAll(async () => {
      fixture = await open();
    }, 60_000);

    beforeEach(async () => {
      current = await fixture.fresh();
    });

    afterAll(async () => {
      await fixture?.close();
    });

    describeUsers(ctx);
    describeSessionsAndTokens(ctx);
    describeFeed(ctx);
    describeAudit(ctx);
    describeLegalAcceptances(ctx);
    describeAttemptCounter(ctx);
    describeOutbox(ctx);
    describeNulCharacters(ctx);
    describeTransactions(ctx);
  });
}
