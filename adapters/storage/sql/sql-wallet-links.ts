import { and, eq, gt, isNull } from "drizzle-orm";
import { errAsync, okAsync } from "neverthrow";
import type { TradeStoragePort, WalletRecord } from "../../../core/ports/trade-storage.port";
import { hasNul, unstorableText } from "../text-rules";
import { walletNonces, wallets } from "./schema";
import { query, type SqlDb } from "./sql-errors";

/** The columns a wallet row is read back with. */
export const walletColumns = { address: wallets.address, userId: wallets.userId, connectionType: wallets.connectionType, updatedAt: wallets.updatedAt };

/**
 * The proven wallet link and its nonces in SQL: a nonce is used by one conditional UPDATE (the
 * caller's, unused, unexpired), so of two requests with one nonce only one gets a row back; a
 * proven link is one upsert that takes the address whoever held it.
 */
export function createSqlWalletLinks(db: SqlDb): Pick<TradeStoragePort, "linkWallet" | "addWalletNonce" | "useWalletNonce"> {
  return {
    linkWallet(wallet) {
      const unstorable = unstorableText(wallet);
      if (unstorable) return errAsync(unstorable);
      const row: WalletRecord = { ...wallet, address: wallet.address.toLowerCase() };
      return query(() =>
        db
          .insert(wallets)
          .values(row)
          .onConflictDoUpdate({ target: wallets.address, set: { userId: row.userId, connectionType: row.connectionType, updatedAt: row.updatedAt } })
          .returning(walletColumns),
      ).map((rows) => rows[0] ?? row);
    },
    addWalletNonce(record) {
      const unstorable = unstorableText(record);
      if (unstorable) return errAsync(unstorable);
      return query(() => db.insert(walletNonces).values({ ...record, usedAt: null })).map(() => undefined);
    },
    useWalletNonce(nonce, userId, now) {
      if (hasNul(nonce) || hasNul(userId)) return okAsync(false);
      const usable = and(eq(walletNonces.nonce, nonce), eq(walletNonces.userId, userId), isNull(walletNonces.usedAt), gt(walletNonces.expiresAt, now));
      return query(() => db.update(walletNonces).set({ usedAt: now }).where(usable).returning({ nonce: walletNonces.nonce })).map((rows) => rows.length === 1);
    },
  };
}
