/**
 * `kul swap`: the core exchange flow (core/exchange/use-cases/create-exchange-flow.ts) driven from
 * a terminal, the same flow the web's trading card drives: login, eligibility (refused with the
 * ordered list of what is missing), approval, confirm (price impact: warn from 3 %, typed "confirm"
 * from 10 %, refused from 15 %), a re-quote when the quote went stale, the objective of trading
 * once the day's volume passes 5,000,000 Baht, then the trade, followed until mined.
 * `--yes` answers every question but the objective, which comes from `--objective` / `--reason`
 * or a prompt on a terminal.
 */
import { DEFAULT_APPROVAL_MODE } from "../../../core/exchange/approval";
import { awaitsTrader } from "../../../core/exchange/exchange-flow";
import { TRADING_OBJECTIVES, type ObjectiveForm, type TradingObjective } from "../../../core/exchange/exchange-flow-objective";
import { transactionUrl } from "../../../core/exchange/networks";
import { isPriceImpactConfirmed } from "../../../core/exchange/price-impact";
import { bestRateQuoteSource } from "../../../core/exchange/quote-source";
import { createExchangeFlow, type ExchangeFlow, type FlowView } from "../../../core/exchange/use-cases/create-exchange-flow";
import { signInWallet } from "../../../core/history/use-cases/sign-in-wallet";
import { formatUnits } from "../../../core/exchange/units";
import { traderProfileOf, type TraderProfile } from "../../../core/account/user";
import type { CliContext } from "../cli-context";
import { readDeployment } from "../context/chain-access";
import { EXIT, refused, usageError } from "../context/exit-codes";
import { findToken, loadMarket, parseAmount } from "./market-data";
import { platformFeeBps } from "./platform-fee";
import { fetchQuote, printQuote, quoteJson, viewOf, type Quote } from "./quote-view";
import { parseTradeOptions, type RawTradeOptions } from "./trade-options";

export type SwapOptions = RawTradeOptions & Readonly<{ yes?: boolean; objective?: string; reason?: string }>;

/** The objective given on the command line, checked against the core's list (any case). */
function objectiveOption(raw: SwapOptions): ObjectiveForm | null {
  if (raw.objective === undefined) {
    if (raw.reason !== undefined) throw usageError("CLI_REASON_NEEDS_OBJECTIVE");
    return null;
  }
  const objective = TRADING_OBJECTIVES.find((o) => o === raw.objective!.trim().toUpperCase());
  if (objective === undefined) throw usageError("CLI_OBJECTIVE_INVALID", { value: raw.objective, objectives: TRADING_OBJECTIVES.join(", ") });
  return { objective, reason: raw.reason ?? "" };
}

/** Resolves with the flow's view as soon as it waits for the trader again. */
function nextQuestion(flow: ExchangeFlow): Promise<FlowView> {
  return new Promise((resolve) => {
    const check = () => {
      if (!awaitsTrader(flow.get().state)) return;
      stop();
      resolve(flow.get());
    };
    const stop = flow.subscribe(check);
    check();
  });
}

/** The trader of the stored session, or null without one (the flow then asks to log in). */
async function currentTrader(ctx: CliContext): Promise<TraderProfile | null> {
  const config = await ctx.config();
  if (!(await ctx.sessionStore()).read(config.apiUrl)) return null;
  return traderProfileOf(await ctx.unwrap((await ctx.api.account()).profile()));
}

/** The confirm step: the quote's price impact tier, then a yes/no (or the typed "confirm"). */
async function confirmTrade(ctx: CliContext, quote: Quote, yes: boolean): Promise<void> {
  if (quote.impactTier === "BLOCKED") throw refused("PRICE_IMPACT_TOO_HIGH", { impact: quote.rate.details.speeds[quote.question.speed].trade.priceImpact });
  if (quote.impactTier !== "NONE") ctx.out.warn(ctx.out.style.yellow(ctx.t(`errors:${quote.impactTier === "WARN" ? "PRICE_IMPACT_WARNING" : "PRICE_IMPACT_CONFIRM_REQUIRED"}`)));
  if (yes) return;
  const prompts = await ctx.prompts("--yes");
  const output = { output: process.stderr };
  if (quote.impactTier === "CONFIRM") {
    const typed = await prompts.input({ message: ctx.t("swap.typeConfirm") }, output);
    if (!isPriceImpactConfirmed(typed)) throw refused("CLI_CANCELLED");
    return;
  }
  if (!(await prompts.confirm({ message: ctx.t("swap.confirm"), default: false }, output))) throw refused("CLI_CANCELLED");
}

/** A yes/no question answered by `--yes`, or asked on a terminal. */
async function agree(ctx: CliContext, yes: boolean, message: string): Promise<boolean> {
  if (yes) return true;
  const prompts = await ctx.prompts("--yes");
  return prompts.confirm({ message, default: false }, { output: process.stderr });
}

/** The objective of trading: from the options, else asked on a terminal, else bad usage (exit 2). */
async function askObjective(ctx: CliContext): Promise<ObjectiveForm> {
  if (!ctx.out.interactive) throw usageError("CLI_OBJECTIVE_REQUIRED");
  const prompts = await import("@inquirer/prompts");
  const output = { output: process.stderr };
  ctx.out.warn(ctx.t("swap.objectiveIntro"));
  const objective = await prompts.select<TradingObjective>(
    { message: ctx.t("swap.objective"), choices: TRADING_OBJECTIVES.map((value) => ({ value, name: ctx.t(`swap.objectives.${value}`) })) },
    output,
  );
  const reason = objective === "OTHER" ? await prompts.input({ message: ctx.t("swap.reason") }, output) : "";
  return { objective, reason };
}

export async function runSwap(ctx: CliContext, from: string, to: string, raw: SwapOptions): Promise<number> {
  const options = parseTradeOptions(raw);
  const given = objectiveOption(raw);
  const yes = raw.yes === true;
  const market = await loadMarket(ctx);
  const fromToken = findToken(market, from);
  const toToken = findToken(market, to);
  if (fromToken.address === toToken.address) throw usageError("CLI_SAME_TOKEN");
  const amount = parseAmount(options.direction === "SELL" ? fromToken : toToken, options.amountText);
  const chain = await ctx.chain({ adapter: options.adapter });
  const owner = await ctx.unwrap(chain.getAccount());
  const question = { from: fromToken, to: toToken, amount, direction: options.direction, speed: options.speed, slippageBps: options.slippageBps, tokens: market.tokens };
  let quote = await fetchQuote(ctx, question);
  const fee = await platformFeeBps(ctx);
  if (!ctx.out.json) printQuote(ctx, quote, fee);

  const config = await ctx.config();
  const [{ router }, marketApi, history, gate, user] = await Promise.all([readDeployment(config), ctx.api.market(), ctx.api.history(), ctx.api.tradeGate(), currentTrader(ctx)]);
  const environment = await ctx.unwrap(marketApi.tradingEnvironment());
  const settings = { speed: options.speed, slippageBps: options.slippageBps, deadlineMinutes: options.deadlineMinutes };
  const flow = createExchangeFlow({
    chain,
    history,
    gate,
    fetchQuote: bestRateQuoteSource(marketApi),
    clock: { now: () => Date.now() },
    wallet: { account: owner, connection: "localhost", router, network: config.network },
    settings: () => settings,
    // The key signs the sign-in message that links its wallet, the first time it trades for this account.
    linkWallet: () => signInWallet({ history, wallet: chain }, { connection: "localhost" }),
  });
  const spinner = ctx.out.spinner(ctx.t("swap.checkingAllowance"));
  const follow = flow.subscribe(() => {
    const { state } = flow.get();
    if (state.step === "APPROVING") spinner.update(ctx.t("approve.pending", { token: fromToken.code }));
    else if (state.step === "CHECKING_VOLUME" || state.step === "SUBMIT") spinner.update(ctx.t("swap.sending"));
    else if (state.step === "IN_PROCESS") spinner.update(ctx.t("swap.pending", { hash: state.hash }));
  });
  let objectiveAsked = false;
  try {
    flow.start({ trade: { from: fromToken, to: toToken, quote: quote.rate, quotedAt: Date.now() }, environment, approvalMode: DEFAULT_APPROVAL_MODE, allowance: null }, user, quote.query);
    for (;;) {
      const { state, extras } = await nextQuestion(flow);
      spinner.stop();
      switch (state.step) {
        case "LOGIN":
          throw refused("CLI_LOGIN_REQUIRED");
        case "ALERT":
          throw refused("TRADE_REQUIREMENTS_MISSING", { missing: state.missing, steps: state.missing.map((m) => ctx.t(`cli-account:account.requirement.${m}`)).join(", ") });
        case "APPROVE": {
          const allowance = state.mode === "UNLIMITED" ? ctx.t("approve.unlimited") : formatUnits(quote.rate.fromAmount, fromToken.decimals);
          if (!(await agree(ctx, yes, ctx.t("swap.approve", { token: fromToken.code, allowance })))) throw refused("CLI_CANCELLED");
          flow.dispatch({ type: "APPROVE_CLICKED" });
          break;
        }
        case "CONFIRM":
          await confirmTrade(ctx, quote, yes);
          flow.dispatch({ type: "CONFIRM_CLICKED", now: Date.now() });
          break;
        case "ACCEPT_PRICE": {
          quote = viewOf(question, quote.query, state.fresh.quote);
          if (!ctx.out.json) {
            ctx.out.warn(ctx.out.style.yellow(ctx.t("swap.priceChanged")));
            printQuote(ctx, quote, fee);
          }
          if (!(await agree(ctx, yes, ctx.t("swap.acceptPrice")))) throw refused("CLI_CANCELLED");
          flow.dispatch({ type: "PRICE_ACCEPTED" });
          break;
        }
        case "OBJECTIVE": {
          if (state.error !== null) {
            // An objective given as an option is bad usage when the rule refuses it; on a terminal it is asked again.
            if (given !== null && state.error.code !== "OBJECTIVE_SEND_FAILED") throw usageError(state.error.code, { ...state.error });
            if (given !== null || !ctx.out.interactive) throw refused(state.error.code, { ...state.error });
            ctx.out.warn(ctx.out.style.red(ctx.t(`errors:${state.error.code}`, { ...state.error })));
          }
          const form = given !== null && !objectiveAsked ? given : await askObjective(ctx);
          objectiveAsked = true;
          flow.dispatch({ type: "OBJECTIVE_SUBMITTED", form });
          break;
        }
        case "RESULT":
          if (state.outcome === "FAIL") throw refused(extras.failure ?? "TRADE_FAILED", { hash: state.hash });
          return done(ctx, flow.get(), quote, fee, market.chainId);
        case "FORM":
          if (state.error !== null) throw refused(extras.failure ?? state.error.code, { ...state.error });
          throw refused("CLI_CANCELLED");
      }
    }
  } finally {
    follow();
    spinner.stop();
    flow.dispose();
  }
}

/** Prints the mined trade: what was sold and received, and its explorer link or block. */
function done(ctx: CliContext, view: FlowView, quote: Quote, fee: number | null, chainId: number): number {
  const { result, sent } = view.extras;
  if (result === null) throw refused("TRADE_FAILED");
  const { receipt, trade } = result;
  const { from, to } = quote.question;
  const link = transactionUrl(chainId, receipt.transactionHash);
  if (ctx.out.json) {
    ctx.out.data({
      ok: true,
      quote: quoteJson(quote, fee),
      approvals: sent.filter((hash) => hash !== receipt.transactionHash),
      transactionHash: receipt.transactionHash,
      blockNumber: receipt.blockNumber,
      gasUsed: receipt.gasUsed,
      sold: trade.srcAmount,
      received: trade.destAmount,
      receivedDecimal: formatUnits(trade.destAmount, to.decimals),
      fee: trade.fee,
      explorer: link,
    });
  } else {
    ctx.out.line(ctx.out.style.green(ctx.t("swap.done", { sold: formatUnits(trade.srcAmount, from.decimals), from: from.code, received: formatUnits(trade.destAmount, to.decimals), to: to.code })));
    ctx.out.line(link ? ctx.t("swap.link", { link }) : ctx.t("swap.block", { block: receipt.blockNumber, hash: receipt.transactionHash }));
  }
  return EXIT.OK;
}
