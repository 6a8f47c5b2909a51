import { createMemoryAccountStorage } from "../../adapters/storage/memory";
import { describeAccountStorage } from "./account-storage.behavior";
import { describeAssessmentStorage } from "./assessment-storage.behavior";
import { describeKycIdentityStorage } from "./kyc-identity-storage.behavior";
import { describeKycStorage } from "./kyc-storage.behavior";
import { describeReferralStorage } from "./referral-storage.behavior";

describeAccountStorage("memory", async () => ({ fresh: async () => createMemoryAccountStorage(), close: async () => undefined }));
describeKycStorage("memory", async () => ({ fresh: async () => createMemoryAccountStorage(), close: async () => undefined }));
describeKycIdentityStorage("memory", async () => ({ fresh: async () => createMemoryAccountStorage(), close: async () => undefined }));
describeReferralStorage("memory", async () => ({ fresh: async () => createMemoryAccountStorage(), close: async () => undefined }));
describeAssessmentStorage("memory", async () => ({ fresh: async () => createMemoryAccountStorage(), close: async () => undefined }));
