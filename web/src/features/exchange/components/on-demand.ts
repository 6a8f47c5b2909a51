// What the trading card shows only after a click (settings toggle, token button, Swap), in one
// lazily loaded chunk: its code is not part of the Exchange page's first JavaScript.
export { AdvancedSettings } from "./advanced-settings";
export { FlowModals } from "./flow/flow-modals";
export { TokenSelectModal } from "./token-select-modal";
