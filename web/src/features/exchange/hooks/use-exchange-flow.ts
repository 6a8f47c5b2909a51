import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { ResultAsync } from "neverthrow";
import { traderProfileOf, type TraderProfile } from "@core/account/user";
import { FLOW_IDLE, NO_EXTRAS, type FlowView } from "@core/exchange/flow-view";
import { bestRateQuoteSource } from "@core/exchange/quote-source";
import type { TradeSettings } from "@core/exchange/trade-request";
import { tradingEnvironment } from "@core/exchange/trading-environment";
import type { ExchangeFlow } from "@core/exchange/use-cases/create-exchange-flow";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { useLoginPrompt } from "@/lib/session";
import type { WalletView } from "@/lib/wallet";
import { connectionTypeOf } from "../model/flow-context";

const IDLE: FlowView = { state: FLOW_IDLE, extras: NO_EXTRAS };
const noFlow = { subscribe: () => () => {}, get: () => IDLE };

type FlowModule = typeof import("@core/exchange/use-cases/create-exchange-flow");

/**
 * The core flow's code, loaded once a wallet is connected (only a connected wallet can trade), not
 * with the Exchange page's first JavaScript. A failed load is forgotten, so the next try loads again.
 */
let flowModule: Promise<FlowModule> | null = null;
function loadFlowModule(): Promise<FlowModule> {
  flowModule ??= import("@core/exchange/use-cases/create-exchange-flow").catch((error: unknown) => {
    flowModule = null;
    throw error;
  });
  return flowModule;
}

/**
 * The flow module once a wallet is connected, null until it has loaded. A load that fails is thrown
 * while rendering, so the card's error boundary shows its fallback, whose retry loads it again.
 */
function useFlowModule(connected: boolean): FlowModule | null {
  const [loaded, setLoaded] = useState<{ module: FlowModule } | { error: unknown } | null>(null);
  // Fetched once the page is idle after its first paint too, so it is there by the time a trader has
  // connected a wallet and has a quote (a click on Exchange before it loaded would do nothing). A
  // failed prefetch is forgotten: the load on connecting tries again and reports its own failure.
  useEffect(() => {
    const prefetch = () => void loadFlowModule().catch(() => undefined);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(prefetch, { timeout: 3_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(prefetch, 1_000);
    return () => window.clearTimeout(id);
  }, []);
  useEffect(() => {
    if (!connected || loaded !== null) return;
    let live = true;
    loadFlowModule().then(
      (module) => live && setLoaded({ module }),
      (error: unknown) => live && setLoaded({ error }),
    );
    return () => {
      live = false;
    };
  }, [connected, loaded]);
  if (loaded !== null && "error" in loaded) throw loaded.error;
  return loaded?.module ?? null;
}

/**
 * The core exchange flow of the card over the connected wallet (the flow `kul swap` drives too):
 * one per wallet and account, the login step handed to the app's login modal, and the session's
 * trader profile when needed.
 */
export function useExchangeFlow(wallet: WalletView, settings: TradeSettings) {
  const config = useService(TOKENS.Config);
  const history = useService(TOKENS.HistoryApi);
  const gate = useService(TOKENS.TradeGateApi);
  const market = useService(TOKENS.MarketApi);
  const clock = useService(TOKENS.Clock);
  const sessionStore = useService(TOKENS.SessionStore);
  const tradeHistory = useService(TOKENS.TradeHistory);
  const login = useLoginPrompt();
  const loginRef = useRef(login);
  loginRef.current = login;
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  const { chain, account } = wallet;
  const router = config.chain?.router ?? null;
  const network = wallet.config?.chainName ?? "unknown";
  const connection = connectionTypeOf(wallet.wallet);
  const flowCode = useFlowModule(Boolean(chain && account && router));
  const driver: ExchangeFlow | null = useMemo(() => {
    if (!chain || !account || !router || !flowCode) return null;
    const scope = { network, walletAddress: account };
    return flowCode.createExchangeFlow({
      chain,
      history,
      gate,
      fetchQuote: bestRateQuoteSource(market),
      clock,
      wallet: { account, connection, router: router as `0x${string}`, network },
      settings: () => settingsRef.current,
      recordTrade: (trade) => void tradeHistory.push(scope, trade),
      // Loaded on first use: only a wallet not linked yet signs the sign-in message, once.
      linkWallet: () =>
        ResultAsync.fromPromise(import("@core/history/use-cases/sign-in-wallet"), () => ({ code: "WALLET_LINK_FAILED" })).andThen(({ signInWallet }) =>
          signInWallet({ history, wallet: chain }, { connection }),
        ),
    });
  }, [chain, account, router, network, connection, history, gate, market, clock, tradeHistory, flowCode]);
  useEffect(() => () => driver?.dispose(), [driver]);
  const source = driver ?? noFlow;
  const flow = useSyncExternalStore(source.subscribe, source.get);

  /** The current trader, loading the profile first when the session has a token but no profile yet. */
  async function currentTrader(): Promise<TraderProfile | null> {
    const state = sessionStore.getState();
    if (state.token !== null && state.profile === null) await sessionStore.refreshProfile();
    const profile = sessionStore.getState().profile;
    return profile && traderProfileOf(profile);
  }

  // The login step opens the app's login modal; the exchange goes on once the profile is loaded.
  const step = flow.state.step;
  useEffect(() => {
    if (step !== "LOGIN" || !driver) return;
    loginRef.current.open({
      onLoggedIn: () =>
        void currentTrader().then((trader) => driver.dispatch(trader ? { type: "LOGGED_IN", user: trader } : { type: "CANCELLED" })),
      onCancel: () => driver.dispatch({ type: "CANCELLED" }),
    });
  }, [step, driver]); // currentTrader reads the store; it is not a dependency.

  return { flow, driver, environment: tradingEnvironment(config), currentTrader };
}
