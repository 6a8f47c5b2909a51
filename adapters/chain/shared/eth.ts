import type { Address } from "../../../core/ports/chain.port";

/** The placeholder address that stands for native ETH in the router and the token lists. */
export const ETH_PLACEHOLDER: Address = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE";

/** Whether `address` is the ETH placeholder (case-insensitive). */
export function isEthAddress(address: string): boolean {
  return address.toLowerCase() === ETH_PLACEHOLDER.toLowerCase();
}
