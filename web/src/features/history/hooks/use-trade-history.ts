import { useCallback, useEffect, useRef, useState } from "react";
import { historyPage, type HistoryFilter } from "@core/history/history-query";
import type { TradeHistoryItem } from "@core/history/trade-history";
import { searchTradeHistory } from "@core/history/use-cases/search-trade-history";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";

/** The searched trades: what is loaded so far, the page shown, and the state of the last request. */
export type TradeHistoryState = Readonly<{
  /** The filter of the rows shown (the form may hold an edited one not searched yet). */
  filter: HistoryFilter;
  rows: readonly TradeHistoryItem[];
  nextKey: string | null;
  page: number;
  status: "loading" | "ready" | "error";
  errorCode: string | null;
}>;

/** The history table's data and what the user can do with it: search, change page, retry a failed load. */
export type TradeHistory = TradeHistoryState &
  Readonly<{
    pageRows: readonly TradeHistoryItem[];
    pageCount: number;
    hasMore: boolean;
    search: (filter: HistoryFilter) => void;
    goToPage: (page: number) => void;
    retry: () => void;
  }>;

/**
 * The server history for the applied filter, 20 rows a page: Search loads the first 40, a page
 * past what is loaded fetches the next 20 after the server's lastEvaluatedKey. An answer to a
 * request superseded by a newer one is dropped.
 */
export function useTradeHistory(initial: HistoryFilter): TradeHistory {
  const history = useService(TOKENS.HistoryApi);
  const clock = useService(TOKENS.Clock);
  const [state, setState] = useState<TradeHistoryState>({ filter: initial, rows: [], nextKey: null, page: 1, status: "loading", errorCode: null });
  const latest = useRef(0);

  // Loads the first page of `filter` (no key) or the rows after `key`, then shows `page`.
  const load = useCallback(
    (filter: HistoryFilter, page: number, after?: Readonly<{ rows: readonly TradeHistoryItem[]; key: string }>) => {
      const id = ++latest.current;
      const kept = after?.rows ?? [];
      setState((s) => ({ ...s, filter, page, rows: kept, nextKey: after?.key ?? null, status: "loading", errorCode: null }));
      void searchTradeHistory({ history }, { filter, now: clock.now(), ...(after ? { exclusiveStartKey: after.key } : {}) }).match(
        (answer) => {
          if (id !== latest.current) return;
          setState((s) => ({ ...s, rows: [...kept, ...answer.results], nextKey: answer.lastEvaluatedKey, status: "ready" }));
        },
        (error) => {
          if (id === latest.current) setState((s) => ({ ...s, status: "error", errorCode: error.code }));
        },
      );
    },
    [history, clock],
  );

  // The first search, with the form's defaults; `initial` is only read once, like a form's default values.
  useEffect(() => load(initial, 1), [load]);

  const hasMore = state.nextKey !== null;
  const view = historyPage(state.rows, state.page, hasMore);
  const goToPage = (page: number) => {
    const target = historyPage(state.rows, page, hasMore);
    if (target.needsFetch && state.nextKey !== null) load(state.filter, page, { rows: state.rows, key: state.nextKey });
    else setState((s) => ({ ...s, page }));
  };
  const retry = () => load(state.filter, state.page, state.rows.length > 0 && state.nextKey !== null ? { rows: state.rows, key: state.nextKey } : undefined);
  return { ...state, pageRows: view.rows, pageCount: view.pageCount, hasMore, search: (filter) => load(filter, 1), goToPage, retry };
}
