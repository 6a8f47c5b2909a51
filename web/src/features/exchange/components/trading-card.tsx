import { Suspense, lazy, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { amountInputProblem } from "@core/exchange/amount-input";
import { needsApproval } from "@core/exchange/approval";
import { formatSignificant } from "@core/exchange/format";
import { counterAmount } from "@core/exchange/rate-requester-input";
import { formatSlippage, DEFAULT_SLIPPAGE_BPS, parseSlippage } from "@core/exchange/slippage";
import { ETH_ADDRESS, type Token } from "@core/exchange/tokens";
import { formatUnits } from "@core/exchange/units";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { Button, LoadingBlock } from "@/components";
import { errorText } from "@/lib/i18n/error-text";
import { useSession } from "@/lib/session";
import { useToastOn } from "@/lib/toast/toast-queue";
import { useBalances, useWallet } from "@/lib/wallet";
import { useAllowance } from "../hooks/use-allowance";
import { useExchangeFlow } from "../hooks/use-exchange-flow";
import { useMarketData } from "../hooks/use-market-data";
import { useRateRequester, type CodePair } from "../hooks/use-rate-requester";
import { allowedToExchange, feesBySpeed, quoteSummary } from "../model/card-summary";
import { exchangeButton, formErrorCode, sameTrade } from "../model/exchange-button";
import { flowToastCode } from "../model/flow-toast";
import { gasReserve, maxSpendable } from "../model/max-amount";
import { DEFAULT_DEADLINE_MINUTES, parseDeadline } from "@core/exchange/deadline";
import { DEFAULT_TRADE_SETTINGS, type TradeSettings } from "@core/exchange/trade-request";
import type { SettingsDraft } from "./advanced-settings";
import { AmountField } from "./amount-field";
import "./trading-card.css";

// Shown only after a click (the settings toggle, a token button, Swap): their code loads then,
// not with the Exchange page's first JavaScript.
const AdvancedSettings = lazy(() => import("./on-demand").then((m) => ({ default: m.AdvancedSettings })));
const TokenSelectModal = lazy(() => import("./on-demand").then((m) => ({ default: m.TokenSelectModal })));
const FlowModals = lazy(() => import("./on-demand").then((m) => ({ default: m.FlowModals })));
// The route of a quote, from the core's route presenter: loaded with the code above, which starts
// loading as the user reaches for the card, before any quote can show.
const RouteFact = lazy(() => import("./on-demand").then((m) => ({ default: m.RouteFact })));
// The quote's facts show once the user has typed an amount (the card has preloaded that code by then).
const QuoteDetails = lazy(() => import("./on-demand").then((m) => ({ default: m.QuoteDetails })));
/** Starts loading that code as the user reaches for the card, so the first click does not wait for it. */
const preloadOnDemand = () => void import("./on-demand");

/** Props the Exchange page passes: the pair chosen from the price table, and where to report the card's own choice. */
export type TradingCardProps = Readonly<{ pair?: CodePair; onPairChange?: (pair: CodePair) => void }>;

const INITIAL_DRAFT: SettingsDraft = { speed: DEFAULT_TRADE_SETTINGS.speed, slippageText: formatSlippage(DEFAULT_SLIPPAGE_BPS), deadlineText: String(DEFAULT_DEADLINE_MINUTES) };

/**
 * The trading card (spec 1 "Exchange home"): from and to amounts quoted both ways through the core
 * rate requester, reverse, max, the token modal, advanced settings, the quote's facts, and the
 * exchange button that runs the core exchange flow with its modals.
 */
export function TradingCard(props: TradingCardProps) {
  return (
    <Suspense fallback={<div className="xc-card"><LoadingBlock label="…" /></div>}>
      <Card {...props} />
    </Suspense>
  );
}

function Card({ pair, onPairChange }: TradingCardProps) {
  const { t } = useTranslation(["exchange", "errors"]);
  const config = useService(TOKENS.Config);
  const clock = useService(TOKENS.Clock);
  const { market, error: marketError } = useMarketData();
  const { rates, state } = useRateRequester(market, pair);
  const wallet = useWallet();
  const session = useSession();
  const tokens = market?.tokens.tokens ?? [];
  const { balances } = useBalances(wallet.account ? tokens.map((token) => token.address) : []);
  const [draft, setDraft] = useState<SettingsDraft>(INITIAL_DRAFT);
  const [picker, setPicker] = useState<"from" | "to" | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsId = useId();
  const slippage = parseSlippage(draft.slippageText);
  const deadline = parseDeadline(draft.deadlineText);
  const settings: TradeSettings = { speed: draft.speed, slippageBps: slippage.unwrapOr(-1), deadlineMinutes: deadline.unwrapOr(DEFAULT_DEADLINE_MINUTES) };
  const { flow, driver, environment, currentTrader } = useExchangeFlow(wallet, settings);
  const from = state?.from ?? null;
  const allowance = useAllowance(wallet, from, config.chain?.router ?? null, flow.state.step);

  const quote = state?.quote ?? null;
  const summary = quote && market ? quoteSummary(quote, settings.speed, settings.slippageBps, market) : null;
  const balanceOf = (token: Token | null) => (token && wallet.account ? (balances.get(token.address.toLowerCase()) ?? null) : null);
  const funds = { balance: balanceOf(from), ethBalance: wallet.account ? (balances.get(ETH_ADDRESS.toLowerCase()) ?? null) : null };
  const allowed = market && from ? allowedToExchange({ from, quote, speed: settings.speed, slippageBps: settings.slippageBps, market, funds }) : null;

  // The idle refresh runs only while the form shows; the flow's own steps hold their quote.
  const step = flow.state.step;
  // Spec 1 section 8: a failed rate (both amounts already cleared by the requester), a swap not sent
  // for a network error and an objective not saved are toasts, not inline text.
  const rateFailure = state?.status === "FAILED" ? state.error : null;
  useToastOn(rateFailure, { tone: "error", text: errorText(t, "RATE_FETCH_FAILED") });
  const toastCode = flowToastCode(flow.state);
  useToastOn(toastCode === null ? null : flow.state, toastCode === null ? null : { tone: "error", text: errorText(t, toastCode) });
  const succeeded = flow.state.step === "RESULT" && flow.state.outcome === "SUCCESS";
  useEffect(() => rates?.setAutoRefresh(step === "FORM"), [rates, step]);
  const cleared = useRef(false);
  useEffect(() => {
    if (!succeeded) return void (cleared.current = false);
    if (cleared.current || !rates) return;
    // A successful swap clears the form and refreshes balances (spec 1 section 4, step 7).
    cleared.current = true;
    rates.typeAmount(rates.getState().side, "");
    wallet.refreshBalances();
    // A trade can change the profile (rewards, notifications): reload it when logged in.
    if (session.loggedIn) void session.refreshProfile();
  }, [succeeded, rates, wallet, session]);

  // Advanced settings close when there is no rate or the balance is insufficient (spec 1 section 4).
  const canShowSettings = quote !== null && allowed?.sufficiency === "ENOUGH";
  const hadSettings = useRef(canShowSettings);
  useEffect(() => {
    if (hadSettings.current && !canShowSettings) setSettingsOpen(false);
    hadSettings.current = canShowSettings;
  }, [canShowSettings]);

  if (!market || !rates || !state || !from) {
    return (
      <div className="xc-card">
        <h2 className="xc-title">{t("title")}</h2>
        {marketError ? <p className="xc-error" role="alert">{errorText(t, marketError)}</p> : <LoadingBlock label={t("loading")} />}
      </div>
    );
  }

  const report = () => onPairChange?.({ from: rates.getState().from.code, to: rates.getState().to.code });
  const counter = counterAmount(state);
  const shown = (side: "from" | "to", token: Token) => (state.side === side ? state.text : counter === null ? "" : formatSignificant(counter, token.decimals, 8));
  const loading = state.status === "DEBOUNCING" || state.status === "LOADING";
  const button = exchangeButton({
    wallet: { available: wallet.available, connected: wallet.status === "CONNECTED", wrongNetwork: wallet.wrongNetwork },
    rate: state.status,
    hasQuote: quote !== null,
    allowed,
    settingsValid: slippage.isOk() && deadline.isOk(),
    // The alert ends the attempt (nothing is or will be sent): the button behind it is not a swap in progress.
    flowBusy: step !== "FORM" && step !== "ALERT",
    approve: quote !== null && allowance !== null && needsApproval(from, allowance, quote.fromAmount),
  });
  // An error of the last exchange stays only while the form shows that trade (pair, side, amount).
  const errorApplies = step === "FORM" && toastCode === null && sameTrade(flow.extras.query, state.query);
  const formError = errorApplies ? formErrorCode(flow.state.step === "FORM" ? flow.state.error : null) : null;

  async function exchange() {
    if (!driver || !quote || !state || state.quotedAt === null || state.query === null) return;
    const user = await currentTrader();
    const trade = { from: state.from, to: state.to, quote, quotedAt: state.quotedAt };
    driver.start({ trade, environment, approvalMode: "UNLIMITED", allowance }, user, state.query);
  }

  function max() {
    const balance = balanceOf(from);
    if (balance === null || !from) return;
    const reserve = summary ? summary.fee.wei : gasReserve(null);
    rates?.typeAmount("from", formatUnits(maxSpendable(from, balance, reserve), from.decimals));
  }

  return (
    <div className="xc-card" onPointerEnter={preloadOnDemand} onFocus={preloadOnDemand}>
      <h2 className="xc-title">{t("title")}</h2>
      <AmountField side="from" token={state.from} value={shown("from", state.from)} onChange={(text) => rates.typeAmount("from", text)} onPickToken={() => setPicker("from")} balance={balanceOf(state.from)} onMax={max} busy={loading && state.side === "to"} problem={state.side === "from" ? amountInputProblem(state.text, state.from.decimals) : null} />
      <div className="xc-reverse-row">
        <button type="button" className="xc-reverse" aria-label={t("reverse")} onClick={() => (rates.switchTokens(), report())}>
          <span aria-hidden="true">⇅</span>
        </button>
      </div>
      <AmountField side="to" token={state.to} value={shown("to", state.to)} onChange={(text) => rates.typeAmount("to", text)} onPickToken={() => setPicker("to")} balance={balanceOf(state.to)} busy={loading && state.side === "from"} problem={state.side === "to" ? amountInputProblem(state.text, state.to.decimals) : null} />

      {quote && summary && (
        <Suspense fallback={null}>
          <QuoteDetails
            from={state.from}
            to={state.to}
            quote={quote}
            summary={summary}
            slippageBps={settings.slippageBps}
            route={
              <Suspense fallback={null}>
                <RouteFact {...summary.route} />
              </Suspense>
            }
          />
        </Suspense>
      )}
      {loading && <p className="xc-muted" role="status">{t("finding_rate")}</p>}

      <button type="button" className="xc-settings-toggle" aria-expanded={settingsOpen} aria-controls={settingsId} onClick={() => setSettingsOpen((open) => !open)}>
        {t("advanced_settings")} <span aria-hidden="true">{settingsOpen ? "▴" : "▾"}</span>
      </button>
      {settingsOpen && (
        <Suspense fallback={null}>
          <AdvancedSettings id={settingsId} draft={draft} onChange={setDraft} fees={quote ? feesBySpeed(quote, market) : null} />
        </Suspense>
      )}

      {formError && (
        <p className="xc-error" role="alert">
          {errorText(t, formError)}
        </p>
      )}
      {allowed && !allowed.allowed && quote && (
        <ul className="xc-reasons">
          {allowed.reasons.map((reason) => (
            <li key={reason}>{errorText(t, reason)}</li>
          ))}
        </ul>
      )}
      <Button block className="xc-exchange" disabled={!button.enabled} busy={button.busy} onClick={() => void exchange()}>
        {t(button.label, { code: state.from.code })}
      </Button>

      {picker && (
        <Suspense fallback={null}>
          <TokenSelectModal
            tokens={tokens}
            selected={picker === "from" ? state.from : state.to}
            balances={balances}
            onClose={() => setPicker(null)}
            onSelect={(token) => {
              rates.selectToken(picker, token);
              setPicker(null);
              report();
            }}
          />
        </Suspense>
      )}
      {step !== "FORM" && (
        <Suspense fallback={null}>
          <FlowModals flow={flow} market={market} settings={settings} explorerUrl={config.chain?.explorerUrl ?? null} dispatch={(event) => driver?.dispatch(event)} now={() => clock.now()} />
        </Suspense>
      )}
    </div>
  );
}
