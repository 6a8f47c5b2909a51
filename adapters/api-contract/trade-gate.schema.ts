import { z } from "zod";
import { lazySchema } from "../../core/shared/lazy-schema";

const address = lazySchema(() =>
  z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, "ETH_ADDRESS_INVALID")
    .transform((hex) => hex as `0x${string}`),
);

/** POST /trade/authorization: the trade about to be sent: the wallet sending it, the pair, the amount sold (base units). */
export const tradeAuthorizationBodySchema = lazySchema(() =>
  z.object({
    trader: address,
    src: address,
    dest: address,
    srcAmount: z
      .string()
      .regex(/^[1-9]\d{0,77}$/, "AMOUNT_NOT_NUMERIC")
      .transform((value) => BigInt(value)),
    /** The flow run's volume reservation of this trade (PUT /user/address), so the gate does not count it twice. */
    reservationId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, "RESERVATION_ID_INVALID").optional(),
  }),
);

/** The router's `auth` argument (id, expiry in unix seconds as decimal strings) and the EIP-712 domain it was signed for. */
export const tradeAuthorizationResponseSchema = lazySchema(() =>
  z.object({
    trader: z.string(),
    authId: z.string(),
    expiry: z.string(),
    signature: z.string(),
    chainId: z.number().int(),
    router: z.string(),
  }),
);

export type TradeAuthorizationResponse = z.infer<typeof tradeAuthorizationResponseSchema>;
