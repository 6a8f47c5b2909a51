import { createProfileClient } from "../support/wire-clients/profile.client";
import { createSocialIdentityVerifier } from "../../adapters/social/social-identity.adapter";
import { signInTestUser, startTestServer, type TestServer } from "./server-harness";
import { startSocialIssuer, type SocialIssuer } from "./social-issuer";

/** The real server with social tokens checked against a local issuer, for the profile HTTP tests. */
export type ProfileTestServer = Readonly<{
  server: TestServer;
  issuer: SocialIssuer;
  /** A new signed-in user with its token, session and profile client. */
  signedIn(fields?: Parameters<typeof signInTestUser>[1]): Promise<
    Awaited<ReturnType<typeof signInTestUser>> & { api: ReturnType<typeof createProfileClient> }
  >;
  /** The profile client of a caller without a token. */
  anonymous(): ReturnType<typeof createProfileClient>;
  close(): Promise<void>;
}>;

/** Starts the issuer and the server; call close() after the file's tests. */
export async function startProfileTestServer(): Promise<ProfileTestServer> {
  const issuer = await startSocialIssuer();
  const social = createSocialIdentityVerifier(issuer.verifierConfig);
  const server = await startTestServer({ deps: { social } });
  return {
    server,
    issuer,
    signedIn: async (fields = {}) => {
      const session = await signInTestUser(server.deps, fields);
      return { ...session, api: createProfileClient(server.clientWithToken(session.token)) };
    },
    anonymous: () => createProfileClient(server.client),
    close: async () => {
      await server.close();
      await issuer.close();
    },
  };
}
