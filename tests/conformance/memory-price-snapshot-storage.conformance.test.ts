import { createMemoryPriceSnapshots } from "../../adapters/storage/memory/memory-price-snapshots";
import { describePriceSnapshotStorage } from "./price-snapshot-storage.behavior";

describePriceSnapshotStorage("memory", async () => ({ fresh: async () => createMemoryPriceSnapshots(), close: async () => undefined }));
