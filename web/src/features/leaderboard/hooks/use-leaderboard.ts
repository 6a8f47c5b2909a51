import { useEffect, useState, useSyncExternalStore } from "react";
import { createRefreshLoop, type RefreshLoop, type RefreshState } from "@core/history/leaderboard-refresh";
import type { TopTraderStats } from "@core/history/leaderboard";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";

/** The board as the page shows it, and the retry after a failed refresh. */
export type LeaderboardView = RefreshState<TopTraderStats> & Readonly<{ retry: () => void }>;

/**
 * The signed-in trader's leaderboard, refreshed by the core's loop (every 30 s, stopped by an
 * error until retried) and paused while the tab is hidden (document visibilitychange).
 */
export function useLeaderboard(userId: string): LeaderboardView {
  const history = useService(TOKENS.HistoryApi);
  const clock = useService(TOKENS.Clock);
  const scheduler = useService(TOKENS.Scheduler);
  const [loop, setLoop] = useState<RefreshLoop<TopTraderStats> | null>(null);

  useEffect(() => {
    const created = createRefreshLoop({ clock, scheduler, load: () => history.leaderboard(userId) });
    const onVisibility = () => created.setVisible(document.visibilityState !== "hidden");
    document.addEventListener("visibilitychange", onVisibility);
    onVisibility();
    created.start();
    setLoop(created);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      created.dispose();
    };
  }, [history, clock, scheduler, userId]);

  const state = useSyncExternalStore(
    (listener) => loop?.subscribe(listener) ?? (() => undefined),
    () => loop?.getState() ?? LOADING,
  );
  return { ...state, retry: () => loop?.retry() };
}

const LOADING: RefreshState<TopTraderStats> = { status: "LOADING", value: null, error: null, paused: false, updatedAt: null };
