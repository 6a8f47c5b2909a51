import { createMemoryTradeStorage } from "../../adapters/storage/memory/memory-trades";
import { describeTradeStorage } from "./trade-storage.behavior";

describeTradeStorage("memory", async () => ({ fresh: async () => createMemoryTradeStorage(), close: async () => undefined }));
