import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { ResultAsync } from "neverthrow";
import { traderProfileOf, type TraderProfile } from "@core/account/user";
import { FLOW_IDLE } from "@core/exchange/exchange-flow";
import { bestRateQuoteSource } from "@core/exchange/quote-source";
import type { TradeSettings } from "@core/exchange/trade-request";
import { tradingEnvironment } from "@core/exchange/trading-environment";
import { createExchangeFlow, NO_EXTRAS, type ExchangeFlow, type FlowView } from "@core/exchange/use-cases/create-exchange-flow";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { useLoginPrompt } from "@/lib/session";
import type { WalletView } from "@/lib/wallet";
import { connectionTypeOf } from "../model/flow-context";

const IDLE: FlowView = { state: FLOW_IDLE, extras: NO_EXTRAS };
const noFlow = { subscribe: () => () => {}, get: () => IDLE };

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
  const driver: ExchangeFlow | null = useMemo(() => {
    if (!chain || !account || !router) return null;
    const scope = { network, walletAddress: account };
    return createExchangeFlow({
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
  }, [chain, account, router, network, connection, history, gate, market, clock, tradeHistory]);
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
