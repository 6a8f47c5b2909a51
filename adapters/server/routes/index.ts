import type { RouteModule } from "../route-module";
import { registerProfileRoutes } from "./profile.routes";
import { registerRegistrationRoutes } from "./registration.routes";
import { registerSessionRoutes } from "./session.routes";

/** Every slice's route module, mounted by app.ts under /v1/api in this order. */
export const ROUTE_MODULES: readonly RouteModule[] = [registerRegistrationRoutes, registerSessionRoutes, registerProfileRoutes];
