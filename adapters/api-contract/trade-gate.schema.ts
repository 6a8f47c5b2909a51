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

/** The operators' gate routes name an account by its id or its email. */
export const adminTradeGateUserParamsSchema = lazySchema(() =>
  z.object({ user: z.string().trim().min(1).max(320).regex(/^\S+$/, "TRADE_GATE_USER_INVALID") }),
);

/** GET /admin/trade-gate: today's (Bangkok day, ms) issued and used counts and the server's gate signer. */
export const adminTradeGateActivityResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    dayStart: z.number().int(),
    dayEnd: z.number().int(),
    issued: z.number().int().min(0),
    used: z.number().int().min(0),
    signer: z.string().nullable(),
  }),
);

const freezeFields = () => ({
  success: z.literal(true),
  userId: z.string(),
  email: z.string(),
  frozen: z.boolean(),
  frozenBy: z.string(),
  frozenAt: z.number().int(),
  unfrozenBy: z.string().nullable(),
  unfrozenAt: z.number().int().nullable(),
});

/** POST /admin/trade-gate/users/{user}/unfreeze: the account's freeze, ended. */
export const adminTraderFreezeResponseSchema = lazySchema(() => z.object(freezeFields()));

/** POST /admin/trade-gate/users/{user}/freeze: the freeze, and the authorizations to cancel on chain (id as a decimal string, expiry in unix seconds). */
export const adminTraderFrozenResponseSchema = lazySchema(() =>
  z.object({
    ...freezeFields(),
    outstanding: z.array(z.object({ authId: z.string().regex(/^\d+$/), wallet: z.string(), expiry: z.number().int() })),
  }),
);
