import { createMemoryAccountStorage } from "../../adapters/storage/memory";
import { createMemoryTradeStorage } from "../../adapters/storage/memory/memory-trades";
import { withReadCache } from "../../adapters/storage/read-cache";
import { describeAccountStorage } from "./account-storage.behavior";
import { describeReferralStorage } from "./referral-storage.behavior";
import { describeTradeStorage } from "./trade-storage.behavior";

// The read cache must not change what any port answers: the suites every adapter passes, through it.
const cached = () => withReadCache(createMemoryAccountStorage(), createMemoryTradeStorage());

describeAccountStorage("memory behind the read cache", async () => ({ fresh: async () => cached().storage, close: async () => undefined }));
describeReferralStorage("memory behind the read cache", async () => ({ fresh: async () => cached().storage, close: async () => undefined }));
describeTradeStorage("memory behind the read cache", async () => ({ fresh: async () => cached().trades, close: async () => undefined }));
