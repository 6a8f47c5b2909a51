import { ResultAsync } from "neverthrow";
import type { Reauthentication } from "../../core/ports/account-api.port";
import type { ReauthenticationBody } from "../api-contract/reauthentication.schema";
import { clientPasswordHash } from "./password-hash";

/**
 * The re-authentication fields of a request body: the password leaves as the client hash, the
 * social sign-in as the login routes take it; parts not given are left out.
 * @example await reauthenticationBody({ password: "Passw0rd!", code: "123456" }) // { password: "<sha-256 hex>", code: "123456" }
 */
export function reauthenticationBody(reauth: Reauthentication): ResultAsync<ReauthenticationBody, never> {
  const hashed = reauth.password === undefined ? Promise.resolve(undefined) : clientPasswordHash(reauth.password);
  return ResultAsync.fromSafePromise(hashed).map((password) => {
    const { code, social } = reauth;
    return {
      ...(password === undefined ? {} : { password }),
      ...(code === undefined ? {} : { code }),
      ...(social?.provider === "GOOGLE" ? { googleIdToken: social.idToken } : {}),
      ...(social?.provider === "FACEBOOK" ? { facebook: { ...(social.uid === null ? {} : { uid: social.uid }), accessToken: social.accessToken } } : {}),
    };
  });
}
