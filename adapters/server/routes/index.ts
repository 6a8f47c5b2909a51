import type { RouteModule } from "../route-module";
import { registerAdminKycRoutes } from "./admin-kyc.routes";
import { registerAdminUserRoutes } from "./admin-users.routes";
import { registerAssessmentRoutes } from "./assessment.routes";
import { registerHistoryRoutes } from "./history.routes";
import { registerKycRoutes } from "./kyc.routes";
import { registerLegalRoutes } from "./legal.routes";
import { registerMarketRoutes } from "./market.routes";
import { registerProfileRoutes } from "./profile.routes";
import { registerReferenceDataRoutes } from "./reference-data.routes";
import { registerReferralRoutes } from "./referral.routes";
import { registerRegistrationRoutes } from "./registration.routes";
import { registerSessionRoutes } from "./session.routes";
import { registerAdminTradeGateRoutes, registerTradeGateRoutes } from "./trade-gate.routes";
import { registerWebConfigRoutes } from "./web-config.routes";

/** Every slice's route module, mounted by app.ts under /v1/api in this order. */
export const ROUTE_MODULES: readonly RouteModule[] = [registerRegistrationRoutes, registerSessionRoutes, registerProfileRoutes, registerReferenceDataRoutes, registerAssessmentRoutes, registerReferralRoutes, registerMarketRoutes, registerKycRoutes, registerAdminKycRoutes, registerAdminUserRoutes, registerHistoryRoutes, registerTradeGateRoutes, registerAdminTradeGateRoutes, registerWebConfigRoutes, registerLegalRoutes];
