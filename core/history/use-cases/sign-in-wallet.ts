import type { ResultAsync } from "neverthrow";
import type { ApiError } from "../../ports/api.errors";
import type { ChainError } from "../../ports/chain.errors";
import type { Address, ChainPort } from "../../ports/chain.port";
import type { HistoryApiPort } from "../../ports/history-api.port";
import type { WalletConnectionType } from "../../ports/trade-storage.port";
import { siweMessage, WALLET_LINK_STATEMENT } from "../siwe-message";

/** The server's wallet routes and the wallet that signs (the browser wallet, or the CLI's key). */
export type SignInWalletDeps = Readonly<{
  history: Pick<HistoryApiPort, "walletChallenge" | "linkWallet">;
  wallet: Pick<ChainPort, "getAccount" | "getNetwork" | "signMessage">;
}>;
export type SignInWalletError = ApiError | ChainError;

/**
 * Links the signing wallet to the logged-in account, as the web app and `kul account wallet` do:
 * asks the server for a nonce, writes the EIP-4361 message for the wallet's account and network,
 * has the wallet sign it (its user sees the message first) and sends both. Answers the linked address.
 * @example const address = await signInWallet({ history, wallet: chain }, { connection: "MetaMask" });
 */
export function signInWallet(deps: SignInWalletDeps, input: Readonly<{ connection: WalletConnectionType }>): ResultAsync<Address, SignInWalletError> {
  return deps.wallet.getAccount().andThen((address) =>
    deps.wallet.getNetwork().andThen(({ chainId }) =>
      deps.history.walletChallenge().andThen((challenge) => {
        const message = siweMessage({ ...challenge, address, statement: WALLET_LINK_STATEMENT, version: "1", chainId, notBefore: null });
        return deps.wallet
          .signMessage(message)
          .andThen((signature) => deps.history.linkWallet({ address, connection: input.connection, proof: { message, signature } }))
          .map(() => address);
      }),
    ),
  );
}
