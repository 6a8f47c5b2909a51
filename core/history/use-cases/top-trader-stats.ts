import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError, UserRecord } from "../../ports/storage.port";
import type { TradeStoragePort } from "../../ports/trade-storage.port";
import { amountToBeWinner, buildLeaderboard, LEADERBOARD_CONFIRMATIONS, maskEmail, type TopTraderStats, type TraderRow, type TraderStat } from "../leaderboard";
import { leaderboardOtherUserRefused } from "../history.errors";
import type { LeaderboardCampaign } from "../leaderboard-campaign";
import { TRADE_INDEXER } from "../trade-indexer";

export type TopTraderStatsError = StorageError | ReturnType<typeof leaderboardOtherUserRefused>;

/**
 * The leaderboard of the campaign from indexed trades with 12 confirmations (counted against
 * the indexer's last processed block): overall volume and top token, the top ten, the caller's figures.
 * @example await topTraderStats(deps, { callerId: userId, campaign: DEFAULT_CAMPAIGN });
 */
export function topTraderStats(
  deps: Readonly<{ storage: AccountStorage; trades: TradeStoragePort }>,
  input: Readonly<{ callerId: string; userId?: string; campaign: LeaderboardCampaign }>,
): ResultAsync<TopTraderStats, TopTraderStatsError> {
  if (input.userId !== undefined && input.userId !== input.callerId) return errAsync(leaderboardOtherUserRefused());
  return deps.trades.getCursor(TRADE_INDEXER).andThen((cursor) => {
    const countedToBlock = cursor === null || cursor < LEADERBOARD_CONFIRMATIONS - 1n ? null : cursor - (LEADERBOARD_CONFIRMATIONS - 1n);
    const linked = countedToBlock === null ? okAsync([]) : deps.trades.listLinkedTrades({ ...input.campaign, maxBlockNumber: countedToBlock });
    return linked.andThen((trades) => {
      const board = buildLeaderboard(trades);
      const mine = board.byUser.get(input.callerId);
      const shown = [...board.top, ...(mine && mine.rank > board.top.length ? [mine] : [])];
      return ResultAsync.combine(shown.map((s) => deps.storage.users.findById(s.userId))).map((users) => {
        const row = (s: TraderStat, user: UserRecord | null): TraderRow => ({
          userId: s.userId,
          rank: s.rank,
          email: user === null ? "***" : s.userId === input.callerId ? user.email : maskEmail(user.email),
          profilePicture: user?.profilePicture ?? null,
          tradeVolumeUsdCents: s.volumeUsdCents,
          topToken: s.topToken,
        });
        const rows = shown.map((s, i) => row(s, users[i] ?? null));
        return {
          overAllTrade: { totalVolumeUsdCents: board.totalVolumeUsdCents, tokenTopTrade: board.topToken },
          userTopTrade: rows.slice(0, board.top.length),
          myStat: rows.find((r) => r.userId === input.callerId) ?? null,
          amountToBeWinnerUsdCents: amountToBeWinner(board, input.callerId),
          confirmations: Number(LEADERBOARD_CONFIRMATIONS),
          countedToBlock,
          campaign: input.campaign,
        };
      });
    });
  });
}
