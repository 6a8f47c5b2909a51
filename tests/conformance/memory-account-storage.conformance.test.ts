import { createMemoryAccountStorage } from "../../adapters/storage/memory";
import { describeAccountStorage } from "./account-storage.behavior";

describeAccountStorage("memory", async () => ({ fresh: async () => createMemoryAccountStorage(), close: async () => undefined }));
