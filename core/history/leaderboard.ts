import { formatFixed } from "../exchange/format";
import type { LinkedTrade } from "../ports/trade-storage.port";
import type { LeaderboardCampaign } from "./leaderboard-campaign";

/** Places on the ranking board. */
export const LEADERBOARD_SIZE = 10;
/** Places a narrow screen shows until the trader expands the board (spec: top 3 by default on mobile). */
export const LEADERBOARD_COLLAPSED_SIZE = 3;
/** Confirmations a trade needs before it counts for the leaderboard (decisions.md). */
export const LEADERBOARD_CONFIRMATIONS = 12n;

/** One trader's figures: volume in USD cents and the token they traded most (by the same volume). */
export type TraderStat = Readonly<{ userId: string; rank: number; volumeUsdCents: bigint; topToken: string | null }>;
/** The whole board: overall volume and top token, the top ten, and every ranked trader by user id. */
export type Leaderboard = Readonly<{
  totalVolumeUsdCents: bigint;
  topToken: string | null;
  top: readonly TraderStat[];
  byUser: ReadonlyMap<string, TraderStat>;
}>;

/** One row of the board as shown: other traders' emails masked, the caller's in full. */
export type TraderRow = Readonly<{ userId: string; rank: number; email: string; profilePicture: string | null; tradeVolumeUsdCents: bigint; topToken: string | null }>;

/**
 * The campaign's leaderboard as shown (GET /top-trader-event/stats): overall figures, the top
 * ten, the caller's own row. The server's top-trader-stats use case returns it and
 * HistoryApiPort.leaderboard answers it; on the wire its USD figures are leaderboardUsd text.
 */
export type TopTraderStats = Readonly<{
  overAllTrade: Readonly<{ totalVolumeUsdCents: bigint; tokenTopTrade: string | null }>;
  userTopTrade: readonly TraderRow[];
  myStat: TraderRow | null;
  /** What the caller still needs to enter the top ten, in USD cents (0 when on it). */
  amountToBeWinnerUsdCents: bigint;
  /** Only trades this many blocks deep count; the board covers blocks up to `countedToBlock`. */
  confirmations: number;
  countedToBlock: bigint | null;
  /** The campaign window the board covers. */
  campaign: LeaderboardCampaign;
}>;

/**
 * Where the caller stands: on the board (their row is highlighted there), or outside it with what
 * they still need to enter it (their row when they traded at all).
 */
export type Standing =
  | Readonly<{ kind: "ON_BOARD"; row: TraderRow }>
  | Readonly<{ kind: "OUTSIDE"; row: TraderRow | null; amountToBeWinnerUsdCents: bigint }>;

/** The caller's standing from the board as shown. @example standingOf(stats).kind // "OUTSIDE" */
export function standingOf(stats: Pick<TopTraderStats, "userTopTrade" | "myStat" | "amountToBeWinnerUsdCents">): Standing {
  const mine = stats.myStat;
  if (mine !== null && stats.userTopTrade.some((row) => row.userId === mine.userId)) return { kind: "ON_BOARD", row: mine };
  return { kind: "OUTSIDE", row: mine, amountToBeWinnerUsdCents: stats.amountToBeWinnerUsdCents };
}

/** A USD figure of the board as shown: 2 decimals, no separators. @example leaderboardUsd(9_000_000n) // "90000.00" */
export function leaderboardUsd(cents: bigint): string {
  return formatFixed(cents, 2, 2);
}

/** A USD figure of the board for display: 2 decimals, comma thousands separators. @example formatLeaderboardUsd(9_000_000n) // "90,000.00" */
export function formatLeaderboardUsd(cents: bigint): string {
  return formatFixed(cents, 2, 2, { group: true });
}

// A trade's volume counts for the token that was sold, so a pair's stablecoin side does not win every board.
function topOf(volumes: ReadonlyMap<string, bigint>): string | null {
  let best: [string, bigint] | null = null;
  for (const entry of volumes) if (best === null || entry[1] > best[1] || (entry[1] === best[1] && entry[0] < best[0])) best = entry;
  return best?.[0] ?? null;
}

const add = (map: Map<string, bigint>, key: string, value: bigint) => map.set(key, (map.get(key) ?? 0n) + value);

/**
 * Ranks the users whose wallets traded: higher USD volume first, ties by user id so the order
 * is stable. Trades of wallets nobody connected count for the overall figures only.
 */
export function buildLeaderboard(trades: readonly LinkedTrade[]): Leaderboard {
  const overall = new Map<string, bigint>();
  const users = new Map<string, { volume: bigint; tokens: Map<string, bigint> }>();
  let total = 0n;
  for (const { trade, userId } of trades) {
    total += trade.usdCents;
    add(overall, trade.fromToken.code, trade.usdCents);
    if (userId === null) continue;
    const user = users.get(userId) ?? { volume: 0n, tokens: new Map<string, bigint>() };
    user.volume += trade.usdCents;
    add(user.tokens, trade.fromToken.code, trade.usdCents);
    users.set(userId, user);
  }
  const ranked = [...users.entries()]
    .sort(([a, x], [b, y]) => (x.volume === y.volume ? (a < b ? -1 : 1) : x.volume > y.volume ? -1 : 1))
    .map(([userId, u], i): TraderStat => ({ userId, rank: i + 1, volumeUsdCents: u.volume, topToken: topOf(u.tokens) }));
  return {
    totalVolumeUsdCents: total,
    topToken: topOf(overall),
    top: ranked.slice(0, LEADERBOARD_SIZE),
    byUser: new Map(ranked.map((s) => [s.userId, s])),
  };
}

/** USD cents the user still needs to reach the last place of the board (0 when already on it). */
export function amountToBeWinner(board: Leaderboard, userId: string): bigint {
  const last = board.top[LEADERBOARD_SIZE - 1];
  const mine = board.byUser.get(userId);
  if (mine !== undefined && mine.rank <= LEADERBOARD_SIZE) return 0n;
  if (last === undefined) return mine === undefined ? 1n : 0n;
  return last.volumeUsdCents - (mine?.volumeUsdCents ?? 0n) + 1n;
}

/** An email shown to other traders: two characters, stars, the domain. @example maskEmail("somchai@example.com") // "so*****@example.com" */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return "***";
  const local = email.slice(0, at);
  return `${local.slice(0, 2)}${"*".repeat(Math.max(3, local.length - 2))}${email.slice(at)}`;
}
