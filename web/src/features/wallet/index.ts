// The wallet feature's public surface: the connector and the wrong-network banner.
export { WalletConnector } from "./components/wallet-connector";
export { WrongNetworkBanner } from "./components/wrong-network-banner";
