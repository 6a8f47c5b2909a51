/**
 * `kul account wallet [address]`: links the wallet of KUL_PRIVATE_KEY (or the keystore) to the
 * logged-in account, as the web app does before its first trade: the key signs the server's
 * Sign-In with Ethereum message, so trades from it appear in `kul history`. An address given must
 * be the key's: a wallet is linked only on its own signature.
 */
import { signInWallet } from "../../../core/history/use-cases/sign-in-wallet";
import { EXIT, refused, type CliContext } from "../cli-context";

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export async function runWallet(ctx: CliContext, given: string | undefined): Promise<number> {
  if (given !== undefined && !ADDRESS.test(given)) throw refused("ETH_ADDRESS_INVALID");
  const chain = await ctx.chain({ needKey: true });
  const own = await ctx.unwrap(chain.getAccount());
  if (given !== undefined && given.toLowerCase() !== own.toLowerCase()) throw refused("CLI_WALLET_NOT_KEY", { address: given, key: own });
  const history = await ctx.api.history({ auth: true });
  const address = await ctx.unwrap(signInWallet({ history, wallet: chain }, { connection: "localhost" }));
  if (ctx.out.json) ctx.out.data({ ok: true, address });
  else ctx.out.line(ctx.t("cli-account:account.wallet.done", { address }));
  return EXIT.OK;
}
