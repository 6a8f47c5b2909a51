import { useState } from "react";
import type { FlowEvent } from "@core/exchange/exchange-flow";
import { MAX_UINT256 } from "@core/exchange/approval";
import type { BestRateAnswer } from "@core/exchange/best-rate";
import type { TradeSettings } from "@core/exchange/trade-request";
import type { FlowView } from "@core/exchange/use-cases/create-exchange-flow";
import type { MarketData } from "../../model/market-data";
import { quoteSummary } from "../../model/card-summary";
import { AlertModal } from "./alert-modal";
import { ApproveModal } from "./approve-modal";
import { ConfirmModal } from "./confirm-modal";
import { ObjectiveModal } from "./objective-modal";
import { InProcessModal, ResultModal, WalletWaitModal } from "./progress-modals";

/** Props of the flow's modal host. */
export type FlowModalsProps = Readonly<{
  flow: FlowView;
  market: MarketData;
  settings: TradeSettings;
  explorerUrl: string | null;
  dispatch: (event: FlowEvent<BestRateAnswer>) => void;
  now: () => number;
}>;

/** The hash whose in-process modal the user closed (the trade goes on; the result modal still comes). */
type HiddenHash = string | null;

/** Shows the modal of the flow's current step (spec 1 "Modals"); steps that only wait show none. */
export function FlowModals({ flow, market, settings, explorerUrl, dispatch, now }: FlowModalsProps) {
  const { state, extras } = flow;
  const [hidden, setHidden] = useState<HiddenHash>(null);
  const cancel = () => dispatch({ type: "CANCELLED" });
  switch (state.step) {
    case "ALERT":
      return <AlertModal missing={state.missing} onClose={cancel} />;
    case "APPROVE":
    case "APPROVING": {
      const { from, quote } = state.request.trade;
      const mode = state.step === "APPROVE" ? state.mode : state.plan[state.plan.length - 1] === MAX_UINT256 ? "UNLIMITED" : "EXACT";
      const progress = state.step === "APPROVING" ? { index: state.index, total: state.plan.length, hash: state.hash } : null;
      return (
        <ApproveModal
          token={from}
          amount={quote.fromAmount}
          mode={mode}
          progress={progress}
          explorerUrl={explorerUrl}
          onMode={(m) => dispatch({ type: "APPROVAL_MODE_CHANGED", mode: m })}
          onApprove={() => dispatch({ type: "APPROVE_CLICKED" })}
          onClose={cancel}
        />
      );
    }
    case "CONFIRM":
    case "REQUOTING":
    case "ACCEPT_PRICE": {
      const trade = state.step === "ACCEPT_PRICE" ? state.fresh : state.request.trade;
      return (
        <ConfirmModal
          from={trade.from}
          to={trade.to}
          quote={trade.quote}
          summary={quoteSummary(trade.quote, settings.speed, settings.slippageBps, market)}
          slippageBps={settings.slippageBps}
          deadlineMinutes={settings.deadlineMinutes}
          phase={state.step}
          previous={state.step === "ACCEPT_PRICE" ? state.request.trade.quote : null}
          onConfirm={() => dispatch({ type: "CONFIRM_CLICKED", now: now() })}
          onAccept={() => dispatch({ type: "PRICE_ACCEPTED" })}
          onClose={cancel}
        />
      );
    }
    case "OBJECTIVE":
      return (
        // A failed send is a toast (the trading card shows it); field errors stay in the modal.
        <ObjectiveModal
          error={state.error === null || state.error.code === "OBJECTIVE_SEND_FAILED" ? null : state.error}
          sending={state.sending !== null}
          onSubmit={(form) => dispatch({ type: "OBJECTIVE_SUBMITTED", form })}
          onSkip={() => dispatch({ type: "OBJECTIVE_SKIPPED" })}
        />
      );
    case "SUBMIT":
      return <WalletWaitModal />;
    case "IN_PROCESS":
      if (hidden === state.hash) return null;
      return <InProcessModal hash={state.hash} explorerUrl={explorerUrl} sentAtBlock={extras.sentAtBlock} onClose={() => setHidden(state.hash)} />;
    case "RESULT":
      return (
        <ResultModal
          outcome={state.outcome}
          hash={state.hash}
          explorerUrl={explorerUrl}
          failure={extras.failure}
          to={state.request.trade.to}
          received={state.outcome === "SUCCESS" ? extras.received : null}
          onClose={() => dispatch({ type: "RESULT_CLOSED" })}
        />
      );
    default:
      return null;
  }
}
