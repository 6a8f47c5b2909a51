import type { ApiClient } from "@adapters/http-client/api-client";
import {
  activateAccount,
  registerUser,
  resetPassword,
  sendConfirmationEmail,
  sendForgotPasswordEmail,
  updateUserEmail,
} from "@adapters/http-client/registration.client";

/** The registration client's functions bound to one API client (what the container hands out). */
export function createRegistrationCalls(api: ApiClient) {
  return {
    register: (body: Parameters<typeof registerUser>[1]) => registerUser(api, body),
    sendConfirmationEmail: (body: Parameters<typeof sendConfirmationEmail>[1]) => sendConfirmationEmail(api, body),
    activate: (body: Parameters<typeof activateAccount>[1]) => activateAccount(api, body),
    updateUserEmail: (body: Parameters<typeof updateUserEmail>[1]) => updateUserEmail(api, body),
    sendForgotPasswordEmail: (body: Parameters<typeof sendForgotPasswordEmail>[1]) => sendForgotPasswordEmail(api, body),
    resetPassword: (body: Parameters<typeof resetPassword>[1]) => resetPassword(api, body),
  };
}
/** The bound registration calls. */
export type RegistrationCalls = ReturnType<typeof createRegistrationCalls>;
