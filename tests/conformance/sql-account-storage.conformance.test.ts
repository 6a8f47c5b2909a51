import { afterAll } from "vitest";
import { openPgliteStorage, type OpenedPglite } from "../../adapters/storage/sql/pglite-storage";
import type { OpenedPostgres } from "../../adapters/storage/sql/postgres-storage";
import { resetSqlTables } from "../../adapters/storage/sql/reset";
import type { OpenStorage } from "./account-storage-context";
import { describeAccountStorage } from "./account-storage.behavior";
import { describeAssessmentStorage } from "./assessment-storage.behavior";
import { describeKycIdentityStorage } from "./kyc-identity-storage.behavior";
import { describeKycStorage } from "./kyc-storage.behavior";
import { describeLeaseStorage, type LeaseFixture } from "./lease-storage.behavior";
import { openThrowAwayPostgresDatabase } from "../support/postgres-database";
import { describePriceSnapshotStorage, type PriceSnapshotFixture } from "./price-snapshot-storage.behavior";
import { describeReferralStorage } from "./referral-storage.behavior";
import { describeSqlExactlyOnce } from "./sql-exactly-once.behavior";
import { describeTradeStorage, type TradeStorageFixture } from "./trade-storage.behavior";

type OpenedSql = OpenedPglite | OpenedPostgres;

/**
 * Every storage behaviour suite against one database per file (opening PGlite takes seconds):
 * opened on first use, emptied before each test, closed after the file.
 */
function describeSqlStorages(name: string, open: () => Promise<OpenedSql>): void {
  let opening: Promise<OpenedSql> | undefined;
  const opened = () => (opening ??= open());
  const emptied = async () => {
    const database = await opened();
    await resetSqlTables(database.db);
    return database;
  };
  afterAll(async () => {
    if (opening) await (await opening).close();
  });
  // Each suite opens in its beforeAll (60 s allowed); only the first call starts the database.
  const fixture = async <S>(pick: (database: OpenedSql) => S) => {
    await opened();
    return { fresh: async () => pick(await emptied()), close: async () => undefined };
  };
  const accounts: OpenStorage = () => fixture((d) => d.storage);
  const trades = (): Promise<TradeStorageFixture> => fixture((d) => d.trades);
  const snapshots = (): Promise<PriceSnapshotFixture> => fixture((d) => d.priceSnapshots);
  const leases = (): Promise<LeaseFixture> => fixture((d) => d.leases);

  describeAccountStorage(name, accounts);
  describeKycStorage(name, accounts);
  describeKycIdentityStorage(name, accounts);
  describeReferralStorage(name, accounts);
  describeAssessmentStorage(name, accounts);
  describeTradeStorage(name, trades);
  describePriceSnapshotStorage(name, snapshots);
  describeLeaseStorage(name, leases);
  describeSqlExactlyOnce(name, opened, emptied);
}

describeSqlStorages("PGlite (in memory)", () => openPgliteStorage());

// Registered only with a server to talk to (CI's PostgreSQL service, a developer's own).
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) describeSqlStorages("PostgreSQL", () => openThrowAwayPostgresDatabase(databaseUrl));
