import { promoteAdmins } from "../../../core/account/use-cases/promote-admins";
import { promoteAdminBodySchema, promoteAdminResponseSchema } from "../../api-contract/admin-users.schema";
import { ApiError, orThrow } from "../api-error";
import type { RouteModule } from "../route-module";

/**
 * Admin management for `kul admin create`: an admin makes another registered user an admin.
 * The first admin comes from ADMIN_EMAILS (promoted at start when confirmed, or when that user
 * confirms the email: core activateAccount), so no route ever grants the role to an unauthenticated caller.
 */
export const registerAdminUserRoutes: RouteModule = (app, deps) => {
  const admin = { preHandler: [app.authenticate, app.requireAdmin] };

  app.post("/admin/users/promote", { ...admin, schema: { body: promoteAdminBodySchema, response: { 200: promoteAdminResponseSchema } } }, async (request) => {
    const email = request.body.email;
    const user = orThrow(await deps.storage.users.findByEmail(email));
    // Its own code: USER_NOT_FOUND would tell the admin to log in again.
    if (user === null) throw new ApiError(404, "ADMIN_TARGET_NOT_FOUND", { email });
    const promoted = orThrow(await promoteAdmins(deps, [email]));
    return { success: true as const, email: user.email, role: "ADMIN" as const, promoted: promoted.length > 0 };
  });
};
