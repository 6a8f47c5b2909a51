export { createMemoryAccountStorage } from "./memory-account-storage";
