import { z } from "zod";
import { emailSchema } from "../../core/account/account-forms.schema";

/** POST /admin/users/promote body: the registered user to make a KYC operator. */
export const promoteAdminBodySchema = z.object({ email: emailSchema });
/** The body as a client sends it. */
export type PromoteAdminBody = z.input<typeof promoteAdminBodySchema>;

/** POST /admin/users/promote answer: promoted false when the user already was an admin. */
export const promoteAdminResponseSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  role: z.literal("ADMIN"),
  promoted: z.boolean(),
});
export type PromoteAdminResponse = z.infer<typeof promoteAdminResponseSchema>;
