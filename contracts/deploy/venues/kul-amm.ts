import { pairVenue } from "./pair-venue";
import type { VenueKind } from "./venue-kind";

/** The project's own AMM (KulPairFactory, traded through KulAmmTradingProxy). */
export const kulAmmVenue: VenueKind = {
  kind: "kul-amm",
  async deploy(ctx, name) {
    const factory = await ctx.d.deploy("KulPairFactory");
    const proxy = await ctx.d.deploy("KulAmmTradingProxy", await factory.getAddress(), await ctx.weth.getAddress());
    return pairVenue(ctx, name, proxy, factory, (address) => ctx.d.attach("KulPair", address), { kind: "kul-amm" });
  },
};
