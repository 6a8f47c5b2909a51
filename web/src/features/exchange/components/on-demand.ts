// What the trading card shows only after a click (settings toggle, token button, Swap) or a quote (its facts), in one
// lazily loaded chunk: its code is not part of the Exchange page's first JavaScript.
export { AdvancedSettings } from "./advanced-settings";
export { QuoteDetails } from "./quote-details";
export { FlowModals } from "./flow/flow-modals";
export { RouteFact } from "./route-fact";
export { TokenSelectModal } from "./token-select-modal";
