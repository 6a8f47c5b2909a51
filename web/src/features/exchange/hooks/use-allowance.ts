import { useEffect, useState } from "react";
import type { FlowStep } from "@core/exchange/exchange-flow";
import { isEth, type Token } from "@core/exchange/tokens";
import type { WalletView } from "@/lib/wallet";

/**
 * The router's allowance for the source token (null for ETH, without a wallet, or while unknown),
 * read again each time the flow returns to the form (after an approval or a trade).
 */
export function useAllowance(wallet: WalletView, from: Token | null, router: string | null, step: FlowStep): bigint | null {
  const [allowance, setAllowance] = useState<bigint | null>(null);
  const { chain, account } = wallet;
  const token = from && !isEth(from) ? from.address : null;
  const atForm = step === "FORM";
  useEffect(() => {
    setAllowance(null);
    if (!chain || !account || !token || !router || !atForm) return;
    let live = true;
    void chain.getAllowances(account, [token], router as `0x${string}`).map(([value]) => live && setAllowance(value ?? 0n));
    return () => {
      live = false;
    };
  }, [chain, account, token, router, atForm]);
  return allowance;
}
