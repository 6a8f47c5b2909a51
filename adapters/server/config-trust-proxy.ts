import { isIP } from "node:net";
import { z } from "zod";

/** The most proxy hops a deployment plausibly has in front of the API. */
export const MAX_TRUST_PROXY_HOPS = 10;

// proxy-addr's names for address ranges (Fastify's trustProxy takes them as they are).
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** Why one item of a TRUST_PROXY list is refused, or null when it is an address, a CIDR or a named range. */
function itemProblem(item: string): string | null {
  if (NAMED_RANGES.has(item)) return null;
  const [address = "", prefix, ...rest] = item.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${item}" is neither an IP address, a CIDR (10.0.0.0/8) nor one of loopback, linklocal, uniquelocal`;
  if (prefix === undefined) return null;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  const max = family === 4 ? 32 : 128;
  if (bits < 0 || bits > max) return `"${item}" has a prefix length outside 0-${max}`;
  // Trusting every address lets any client write the X-Forwarded-For the throttles count by.
  if (bits === 0) return `"${item}" trusts every address, so any client could choose the address it is throttled by`;
  return null;
}

/**
 * TRUST_PROXY as Fastify takes it, checked at start with a message that says what is wrong:
 * unset is false (the client is the socket's peer); a number is that many hops (1 to 10); else a
 * comma list of proxy addresses, CIDRs or proxy-addr's named ranges. "true" and catch-all ranges
 * are refused: they would let any client forge the address the login, 2FA and mail throttles
 * count by; 0 is refused as it means what unset means.
 * @example trustProxySchema.parse("loopback, 10.0.0.0/8") // ["loopback", "10.0.0.0/8"]
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const value = raw?.trim() ?? "";
    if (value === "") return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= MAX_TRUST_PROXY_HOPS) return hops;
      ctx.addIssue({ code: "custom", message: `must be a number of proxy hops from 1 to ${MAX_TRUST_PROXY_HOPS} (unset it to trust no proxy), got ${value}` });
      return z.NEVER;
    }
    if (/^(true|false|yes|no|on|off|\*|all)$/i.test(value)) {
      ctx.addIssue({ code: "custom", message: `"${value}" is not accepted: give a number of proxy hops or the proxies' addresses (loopback, 10.0.0.0/8), or leave it unset` });
      return z.NEVER;
    }
    const items = value.split(",").map((item) => item.trim()).filter((item) => item !== "");
    const problems = items.map(itemProblem).filter((problem): problem is string => problem !== null);
    if (problems.length === 0) return items;
    ctx.addIssue({ code: "custom", message: problems.join("; ") });
    return z.NEVER;
  });
