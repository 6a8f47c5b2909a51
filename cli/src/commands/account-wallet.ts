/**
 * `kul account wallet [address]`: tells the server which wallet is the account's (PUT
 * /user/address), as the web app does on connect, so trades from it appear in `kul history`.
 * Without an address, the wallet of KUL_PRIVATE_KEY (or the keystore) is used.
 */
import type { Address } from "../../../core/ports/chain.port";
import { EXIT, refused, type CliContext } from "../cli-context";

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Links `address` to the logged-in account; "localhost": the CLI signs with a local key. */
export async function linkWallet(ctx: CliContext, address: Address): Promise<void> {
  const history = await ctx.api.history({ auth: true });
  await ctx.unwrap(history.linkWallet({ address, connection: "localhost" }));
}

export async function runWallet(ctx: CliContext, given: string | undefined): Promise<number> {
  const address = given ?? (await ctx.unwrap((await ctx.chain({ needKey: true })).getAccount()));
  if (!ADDRESS.test(address)) throw refused("ETH_ADDRESS_INVALID");
  await linkWallet(ctx, address as Address);
  if (ctx.out.json) ctx.out.data({ ok: true, address });
  else ctx.out.line(ctx.t("cli-account:account.wallet.done", { address }));
  return EXIT.OK;
}
