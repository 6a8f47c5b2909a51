import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import type { TraderProfile } from "@core/account/user";
import { FLOW_IDLE } from "@core/exchange/exchange-flow";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { useLoginPrompt } from "@/lib/session";
import type { WalletView } from "@/lib/wallet";
import { createFlowDriver, type CardFlow, type FlowDriver } from "../model/flow-driver";
import { NO_EXTRAS } from "../model/flow-effects";
import { connectionTypeOf, environmentOf } from "../model/flow-context";
import { bestRateQuoteSource } from "../model/quote-source";
import type { TradeSettings } from "../model/trade-request";

const IDLE: CardFlow = { state: FLOW_IDLE, extras: NO_EXTRAS };
const noDriver = { subscribe: () => () => {}, get: () => IDLE };

/** The trader profile of the session right now (read from the store, so it is current inside callbacks). */
function traderOf(profile: { isActive: boolean; kycStatus: TraderProfile["kycStatus"]; suitabilityTestPoint: number | null; knowledgeTestPoint: number | null } | null): TraderProfile | null {
  return profile && { isActive: profile.isActive, kycStatus: profile.kycStatus, suitabilityTestPoint: profile.suitabilityTestPoint, knowledgeTestPoint: profile.knowledgeTestPoint };
}

/**
 * The exchange flow of the card over the connected wallet: a driver per wallet and account,
 * the login step handed to the app's login modal, and the session's trader profile when needed.
 */
export function useExchangeFlow(wallet: WalletView, settings: TradeSettings) {
  const config = useService(TOKENS.Config);
  const history = useService(TOKENS.HistoryClient);
  const market = useService(TOKENS.MarketClient);
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
  const driver: FlowDriver | null = useMemo(() => {
    if (!chain || !account || !router) return null;
    const scope = { network, walletAddress: account };
    return createFlowDriver({
      chain,
      router: router as `0x${string}`,
      account,
      walletConnectionType: connection,
      network,
      server: history,
      fetchQuote: bestRateQuoteSource(market),
      clock,
      recordTrade: (trade) => void tradeHistory.push(scope, trade),
      settings: () => settingsRef.current,
    });
  }, [chain, account, router, network, connection, history, market, clock, tradeHistory]);
  useEffect(() => () => driver?.dispose(), [driver]);
  const source = driver ?? noDriver;
  const flow = useSyncExternalStore(source.subscribe, source.get);

  /** The current trader, loading the profile first when the session has a token but no profile yet. */
  async function currentTrader(): Promise<TraderProfile | null> {
    const state = sessionStore.getState();
    if (state.token !== null && state.profile === null) await sessionStore.refreshProfile();
    return traderOf(sessionStore.getState().profile);
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

  return { flow, driver, environment: environmentOf(config.environment), currentTrader };
}
