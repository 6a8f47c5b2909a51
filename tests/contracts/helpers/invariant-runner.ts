import hre from "hardhat";
import type { ContractTransactionResponse, Log } from "ethers";
import { ETH, FAR_DEADLINE, by, NO_AUTH } from "./fixtures";
import type { Action, Shape } from "./invariant-actions";
import { addDelta, predictTrade, type ModelState, type Prediction, type ResolvedTrade } from "./invariant-model";
import type { Snapshot } from "./invariant-snapshot";
import type { Account, AssetName, World } from "./invariant-world";

/** What an action must do: revert (changing nothing), or succeed with exactly these balance changes. */
export type Expected = Readonly<{
  ok: boolean;
  why: string;
  deltas: Map<string, bigint>;
  /** The Trade event's arguments and the fee credit, for trades. */
  trade?: Extract<Prediction, { ok: true }> | null;
  /** What the router's quote view answered before a trade whose quote must be exact, and what the model predicted. */
  quote?: Readonly<{ answered: bigint | null; predicted: bigint }>;
  /** Applies the action's effect on the model once the outcome is checked. */
  apply: () => void;
}>;

/** The outcome of sending an action's transaction. */
export type Sent = Readonly<{ ok: boolean; logs: readonly Log[]; error: string }>;

const GAS = { gasLimit: 6_000_000n, gasPrice: 0n };
const lower = (s: string) => s.toLowerCase();
const stray = (st: ModelState, asset: string) => st.stray.get(lower(asset)) ?? 0n;
/** What the router holds of `asset` beyond the credited fees: the platform's unswept fees and the mistaken transfers. */
const uncredited = (st: ModelState, asset: string) => stray(st, asset) + (st.platformFees.get(lower(asset)) ?? 0n);

/** Sends one transaction in a block at the model's time with no gas price (ether balances then change only by value). */
async function send(st: ModelState, tx: () => Promise<ContractTransactionResponse | unknown>): Promise<Sent> {
  const provider = hre.network.provider;
  await provider.send("evm_setNextBlockTimestamp", [Number(st.time)]);
  await provider.send("hardhat_setNextBlockBaseFeePerGas", ["0x0"]);
  let result: Sent;
  try {
    const receipt = await ((await tx()) as ContractTransactionResponse).wait();
    result = { ok: receipt?.status === 1, logs: receipt?.logs ?? [], error: "" };
  } catch (e) {
    result = { ok: false, logs: [], error: e instanceof Error ? e.message.split("\n")[0]! : String(e) };
  }
  const latest = await hre.ethers.provider.getBlock("latest");
  st.time = BigInt(latest!.timestamp) + 1n;
  return result;
}

/** A call by `account`: straight from an EOA, or through the contract's execute (the operator sends it and its value). */
function callAs(w: World, account: Account, target: string, data: string, value = 0n): () => Promise<ContractTransactionResponse> {
  if (account.signer) return () => account.signer!.sendTransaction({ to: target, data, value, ...GAS }) as Promise<ContractTransactionResponse>;
  return () => by(account.wallet!, w.operator).execute(target, data, { value, ...GAS }) as Promise<ContractTransactionResponse>;
}

function resolveTrade(w: World, st: ModelState, before: Snapshot, a: Extract<Action, { type: "trade" }>): ResolvedTrade {
  const trader = w.traders[a.who]!;
  const s: Shape = a.shape;
  const src: AssetName = s.src;
  const dest: AssetName = s.kind === "route" ? s.hops[s.hops.length - 1]!.dest : s.dest;
  // ETH: a share of 100 ether (contract traders' ether comes from the operator); tokens: a share of the balance.
  const held = src === "ETH" ? 100n * 10n ** 18n : (before.balances.get(`${lower(trader.address)}|${lower(w.assets[src])}`) ?? 0n);
  const amount = a.over && src !== "ETH" ? held + 1n : (held * BigInt(a.ppm)) / 1_000_000n;
  const value = src === "ETH" ? amount + { exact: 0n, plus1: 1n, minus1: -1n }[a.value] : a.value === "plus1" ? 1n : 0n;
  const deadline = a.deadline === null ? FAR_DEADLINE : st.time + BigInt(a.deadline);
  const base = { trader, src, dest, amount, minMode: a.min, partner: a.partner, deadline, value: value < 0n ? 0n : value };
  if (s.kind === "trade") return { ...base, call: "trade", parts: [amount], venues: [s.venue], hops: [] };
  if (s.kind === "route") {
    const hops = s.hops.map((h, i) => ({ venue: h.venue, src: i === 0 ? s.src : s.hops[i - 1]!.dest, dest: h.dest }));
    return { ...base, call: "tradeRoutes", parts: [amount], venues: hops.map((h) => h.venue), hops };
  }
  const total = BigInt(s.shares.reduce((x, y) => x + y, 0)) || 1n;
  const parts = s.shares.slice(0, -1).map((share) => (amount * BigInt(share)) / total);
  parts.push(amount - parts.reduce((x, y) => x + y, 0n));
  return { ...base, call: "splitTrades", parts, venues: s.venues, hops: [] };
}

function tradeCall(w: World, t: ResolvedTrade, min: bigint): string {
  const [src, dest] = [t.src === "ETH" ? ETH : w.assets[t.src], t.dest === "ETH" ? ETH : w.assets[t.dest]];
  const asset = (x: AssetName) => (x === "ETH" ? ETH : w.assets[x]);
  const i = w.router.interface;
  if (t.call === "trade") return i.encodeFunctionData("trade", [t.venues[0], src, t.amount, dest, min, t.partner, t.deadline, NO_AUTH]);
  if (t.call === "splitTrades") return i.encodeFunctionData("splitTrades", [t.venues, src, t.amount, t.parts, dest, min, t.partner, t.deadline, NO_AUTH]);
  const routes = t.hops.map((h) => ({ tradingProxyIndex: h.venue, src: asset(h.src), dest: asset(h.dest) }));
  return i.encodeFunctionData("tradeRoutes", [routes, t.amount, min, t.partner, t.deadline, NO_AUTH]);
}

async function quoteOf(w: World, t: ResolvedTrade): Promise<bigint | null> {
  const asset = (x: AssetName) => (x === "ETH" ? ETH : w.assets[x]);
  try {
    if (t.call === "trade") return (await w.router.getDestinationReturnAmount(t.venues[0], asset(t.src), asset(t.dest), t.amount, t.partner)) as bigint;
    if (t.call === "splitTrades") return (await w.router.getDestinationReturnAmountForSplitTrades(t.venues, asset(t.src), asset(t.dest), t.parts, t.partner)) as bigint;
    const routes = t.hops.map((h) => ({ tradingProxyIndex: h.venue, src: asset(h.src), dest: asset(h.dest) }));
    return (await w.router.getDestinationReturnAmountForTradeRoutes(routes, t.amount, t.partner)) as bigint;
  } catch {
    return null;
  }
}

/** Predicts `a` from the model and the snapshot before it, then sends it. */
export async function act(w: World, st: ModelState, before: Snapshot, a: Action): Promise<{ expected: Expected; sent: Sent }> {
  const none = () => undefined;
  const deltas = new Map<string, bigint>();
  const plain = (ok: boolean, why: string, apply: () => void = none): Expected => ({ ok, why, deltas: ok ? deltas : new Map(), apply });
  const owner = (byOwner: boolean) => (byOwner ? w.owner : w.stranger);
  const router = (byOwner: boolean) => by(w.router, owner(byOwner));
  switch (a.type) {
    case "trade": {
      const t = resolveTrade(w, st, before, a);
      const p = predictTrade(w, st, t, (o, asset) => before.balances.get(`${lower(o)}|${lower(asset)}`) ?? 0n, (pair) => before.reserves.get(lower(pair))!);
      const quote = p.ok && p.quote !== null ? { answered: await quoteOf(w, t), predicted: p.quote } : undefined;
      const data = tradeCall(w, t, p.min);
      const sent = await send(st, callAs(w, t.trader, w.routerAddress, data, t.value));
      const apply = () => {
        if (!p.ok) return;
        if (p.kept) st.platformFees.set(lower(p.kept.asset), (st.platformFees.get(lower(p.kept.asset)) ?? 0n) + p.kept.amount);
        if (p.credit === null) return;
        const k = `${lower(p.credit.wallet)}|${lower(p.credit.asset)}`;
        st.credits.set(k, (st.credits.get(k) ?? 0n) + p.credit.amount);
      };
      return { expected: { ok: p.ok, why: p.ok ? "" : p.why, deltas: p.ok ? p.deltas : new Map(), trade: p.ok ? p : null, quote, apply }, sent };
    }
    case "updatePartner": {
      const wallet = w.wallets[a.wallet]!.address;
      const sent = await send(st, () => router(a.byOwner).updatePartner(a.index, wallet, a.bps, "P", GAS));
      const ok = a.byOwner && a.bps <= 100;
      return { expected: plain(ok, ok ? "" : "not the owner or fee above the cap", () => (st.partners[a.index] = { wallet, bps: BigInt(a.bps) })), sent };
    }
    case "setProxy": {
      const sent = await send(st, () => router(a.byOwner)[a.enabled ? "enableTradingProxy" : "disableTradingProxy"](a.index, GAS));
      const ok = a.byOwner && a.index < st.proxies.length;
      return { expected: plain(ok, "not the owner or unknown proxy", () => (st.proxies[a.index]!.enabled = a.enabled)), sent };
    }
    case "addProxy": {
      const target = { eoa: w.stranger.address, listed: w.proxies[0]!, fresh: w.freshProxy }[a.target];
      const sent = await send(st, () => router(a.byOwner).addTradingProxy("Fresh", target, GAS));
      const ok = a.byOwner && a.target === "fresh" && !st.freshAdded;
      return {
        expected: plain(ok, "not the owner, no code, or already listed", () => {
          st.freshAdded = true;
          st.proxies.push({ address: w.freshProxy, enabled: true, factory: 1 });
        }),
        sent,
      };
    }
    case "collect": {
      const asset = w.assets[a.asset];
      const amount = uncredited(st, asset) + (a.extra ? 1n : 0n);
      const sent = await send(st, () => (a.asset === "ETH" ? router(a.byOwner).collectRemainingEther(amount, GAS) : router(a.byOwner).collectRemainingToken(asset, amount, GAS)));
      const transferFails = a.asset === "FALSE" || (a.asset === "ZERO" && amount === 0n) || (a.asset === "REENTER" && st.armed);
      const ok = a.byOwner && !a.extra && !transferFails;
      if (ok) {
        addDelta(deltas, w.routerAddress, asset, -amount);
        addDelta(deltas, w.owner.address, asset, a.asset === "FOT" ? amount - amount / 100n : amount);
      }
      const collected = () => {
        st.stray.set(lower(asset), 0n);
        st.platformFees.set(lower(asset), 0n);
      };
      return { expected: plain(ok, "not the owner, beyond what is not credited, or the token refuses", collected), sent };
    }
    case "claimPlatform": {
      const asset = w.assets[a.asset];
      const amount = uncredited(st, asset);
      const wallet = w.wallets.find((x) => lower(x.address) === lower(st.partners[0]!.wallet))!;
      const sent = await send(st, () => router(a.byOwner).claimPlatformFees(asset, GAS));
      const refused =
        (a.asset === "ETH" && wallet.kind === "refusing") ||
        (a.asset === "BUSD" && st.blocked.has(lower(wallet.address))) ||
        a.asset === "FALSE" ||
        (a.asset === "REENTER" && st.armed);
      const ok = amount > 0n && !refused;
      if (ok) {
        addDelta(deltas, w.routerAddress, asset, -amount);
        addDelta(deltas, wallet.address, asset, a.asset === "FOT" ? amount - amount / 100n : amount);
      }
      const swept = () => {
        st.stray.set(lower(asset), 0n);
        st.platformFees.set(lower(asset), 0n);
      };
      return { expected: plain(ok, "nothing beyond the credits, or the platform wallet or token refuses", swept), sent };
    }
    case "claim": {
      const wallet = w.wallets[a.wallet]!;
      const asset = w.assets[a.asset];
      const to = a.toSelf ? wallet.address : w.stranger.address;
      const credit = st.credits.get(`${lower(wallet.address)}|${lower(asset)}`) ?? 0n;
      const sent = await send(st, callAs(w, wallet, w.routerAddress, w.router.interface.encodeFunctionData("claimFees", [asset, to])));
      const refused = (a.asset === "ETH" && a.toSelf && wallet.kind === "refusing") || (a.asset === "BUSD" && st.blocked.has(lower(to)));
      const ok = credit > 0n && !refused;
      if (ok) {
        addDelta(deltas, w.routerAddress, asset, -credit);
        addDelta(deltas, to, asset, credit);
      }
      return { expected: plain(ok, "nothing credited or the receiver refuses", () => st.credits.set(`${lower(wallet.address)}|${lower(asset)}`, 0n)), sent };
    }
    case "block": {
      const account = [...w.traders, ...w.wallets][a.account]!.address;
      const sent = await send(st, () => by(w.tokens.BUSD, w.stranger).setBlocked(account, a.blocked, GAS));
      return { expected: plain(true, "", () => (a.blocked ? st.blocked.add(lower(account)) : st.blocked.delete(lower(account)))), sent };
    }
    case "arm": {
      const token = by(w.tokens.REENTER, w.stranger);
      const sent = await send(st, () => (a.armed ? token.setHook(w.routerAddress, w.reentrantHook, GAS) : token.setHook(hre.ethers.ZeroAddress, "0x", GAS)));
      return { expected: plain(true, "", () => (st.armed = a.armed)), sent };
    }
    case "stray": {
      if (a.asset === "ETH") {
        const sent = await send(st, () => w.stranger.sendTransaction({ to: w.routerAddress, value: a.amount, ...GAS }));
        return { expected: plain(false, "RouterUnexpectedEther"), sent };
      }
      const asset = w.assets[a.asset];
      // Sent as a raw transaction: the false-returning token's transfer is `pure`, which ethers would only call.
      const data = w.tokens.DAI.interface.encodeFunctionData("transfer", [w.routerAddress, a.amount]);
      const sent = await send(st, () => w.stranger.sendTransaction({ to: asset, data, ...GAS }));
      const held = before.balances.get(`${lower(w.stranger.address)}|${lower(asset)}`) ?? 0n;
      // The false-returning token neither moves nor reverts.
      const ok = a.asset === "FALSE" || (!(a.asset === "REENTER" && st.armed) && held >= a.amount);
      const arrived = a.asset === "FALSE" ? 0n : a.asset === "FOT" ? a.amount - a.amount / 100n : a.amount;
      if (ok && arrived > 0n) {
        addDelta(deltas, w.stranger.address, asset, -a.amount);
        addDelta(deltas, w.routerAddress, asset, arrived);
      }
      return { expected: plain(ok, "armed re-entrant token or balance too low", () => st.stray.set(lower(asset), stray(st, asset) + arrived)), sent };
    }
    case "time": {
      st.time += BigInt(a.seconds);
      return { expected: plain(true, ""), sent: { ok: true, logs: [], error: "" } };
    }
  }
}
