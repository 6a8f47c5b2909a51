export { createMemoryAccountStorage } from "./memory-account-storage";
export { createMemoryTradeStorage } from "./memory-trades";
export { createMemoryLeases } from "./memory-leases";
