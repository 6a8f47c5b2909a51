import { createMemoryLeases } from "../../adapters/storage/memory/memory-leases";
import { describeLeaseStorage } from "./lease-storage.behavior";

describeLeaseStorage("memory", async () => ({ fresh: async () => createMemoryLeases(), close: async () => undefined }));
