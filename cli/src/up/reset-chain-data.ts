/**
 * `kul up` starts a fresh in-process chain every time while the embedded database under DATA_DIR
 * persists. Accounts, KYC, tests and rewards must survive a restart, but what was read from the
 * previous chain must not: its indexer cursor would skip the new chain's first blocks, and its
 * trades would shadow the new chain's (Hardhat is deterministic, so the same first swap has the
 * same transaction hash and would be dropped as a duplicate). So the chain-derived rows go.
 */
import { existsSync } from "node:fs";
import path from "node:path";

/** The embedded database folder of a data directory (as the server's compose opens it). */
export const pgliteDir = (dataDir: string) => path.join(dataDir, "pglite");

/** Empties the indexed trades and indexer cursors of an existing embedded database; a new one is left alone. */
export async function resetChainData(dataDir: string): Promise<boolean> {
  if (!existsSync(pgliteDir(dataDir))) return false;
  const { openPgliteStorage } = await import("../../../adapters/storage/sql/pglite-storage");
  const { trades, indexerCursors } = await import("../../../adapters/storage/sql/schema-market");
  const opened = await openPgliteStorage({ dataDir: pgliteDir(dataDir) });
  try {
    await opened.db.transaction(async (tx) => {
      await tx.delete(trades);
      await tx.delete(indexerCursors);
    });
  } finally {
    await opened.close();
  }
  return true;
}
