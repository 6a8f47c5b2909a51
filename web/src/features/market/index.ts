// The market feature's public surface: the token price table and the connected wallet's assets.
export { TokenPriceTable, type TokenPriceTableProps } from "./components/token-price-table";
export { AssetsPanel } from "./components/assets-panel";
