// The market feature's public surface: the token price table and the connected wallet's assets.
export { TokenPriceTable, type TokenPriceTableProps } from "./components/token-price-table";
// The assets panel loads on demand (a connected wallet only): the page gets its lazy wrapper.
export { LazyAssetsPanel as AssetsPanel } from "./components/lazy-assets-panel";
