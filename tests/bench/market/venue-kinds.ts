// The venue kinds a benchmark market is built from are the deploy code's own (contracts/deploy/venues), so the
// bench measures the venues `kul up` deploys.
export { kulAmmVenue, uniswapV2Venue, uniswapV3Venue, uniswapV3VenueName } from "../../../contracts/deploy/venues";
export type { PoolSide, VenueBuilder, VenueContext, VenueKind } from "../../../contracts/deploy/venues";
