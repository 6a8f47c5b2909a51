import type {
  CookieConsentRecord,
  NotificationRecord,
  OneTimeTokenRecord,
  OutboxMailRecord,
  RewardRecord,
  SessionRecord,
  UserRecord,
} from "../../../core/ports/account-storage.port";
import { Table, type Writer } from "./memory-tables";

/** Every table of the memory storage. */
export type MemoryTables = Readonly<{
  users: Table<UserRecord>;
  sessions: Table<SessionRecord>;
  oneTimeTokens: Table<OneTimeTokenRecord>;
  rewards: Table<RewardRecord>;
  notifications: Table<NotificationRecord>;
  loginAttempts: Table<readonly number[]>;
  cookieConsents: Table<CookieConsentRecord>;
  outbox: Table<OutboxMailRecord>;
  /** Keys of repeatable "Referral" rewards; shared by every transaction of one storage. */
  sequence: { next: number };
}>;

/** Empty tables. */
export function createMemoryTables(): MemoryTables {
  return {
    users: new Table(),
    sessions: new Table(),
    oneTimeTokens: new Table(),
    rewards: new Table(),
    notifications: new Table(),
    loginAttempts: new Table(),
    cookieConsents: new Table(),
    outbox: new Table(),
    sequence: { next: 0 },
  };
}

/** What each repository works with: the tables and a writer bound to the current transaction. */
export type MemoryContext = Readonly<{ tables: MemoryTables; writer: Writer }>;
