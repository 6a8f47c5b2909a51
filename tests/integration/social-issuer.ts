import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Who a test token stands for; email null plays a Facebook account without an email. audience
 * (Google) and appId (Facebook) play a token issued to another app.
 */
export type IssuedIdentity = Readonly<{ id: string; email: string | null; name?: string; emailVerified?: boolean; audience?: string; appId?: string }>;

/** A loopback stand-in for Google's tokeninfo and Facebook's Graph debug_token and /me. */
export type SocialIssuer = Readonly<{
  googleClientId: string;
  facebookAppId: string;
  facebookAppSecret: string;
  /** Everything a verifier needs to trust this issuer (createSocialIdentityVerifier). */
  verifierConfig: Readonly<{ googleTokenInfoUrl: string; googleClientId: string; facebookGraphUrl: string; facebookAppId: string; facebookAppSecret: string }>;
  /** Pass as GOOGLE_TOKENINFO_URL / googleTokenInfoUrl. */
  googleTokenInfoUrl: string;
  /** Pass as FACEBOOK_GRAPH_URL / facebookGraphUrl. */
  facebookGraphUrl: string;
  /** A Google id token the issuer will vouch for. */
  googleToken(identity: IssuedIdentity): string;
  /** A Facebook uid and access token the issuer will vouch for. */
  facebookToken(identity: IssuedIdentity): { uid: string; accessToken: string };
  /** How many requests the issuer has answered so far. */
  requestCount(): number;
  /** While down, every call answers 503 (provider outage). */
  setDown(down: boolean): void;
  close(): Promise<void>;
}>;

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/**
 * Starts the issuer on 127.0.0.1 and a free port. Tokens are random and remembered, so anything
 * else is refused with the providers' 400.
 * @example const issuer = await startSocialIssuer(); const idToken = issuer.googleToken({ id: "g-1", email: "a@b.co" });
 */
export async function startSocialIssuer(): Promise<SocialIssuer> {
  const googleClientId = "kul-test-client.apps.googleusercontent.com";
  const facebookAppId = "100000000000001";
  const facebookAppSecret = randomBytes(16).toString("hex");
  const google = new Map<string, IssuedIdentity>();
  const facebook = new Map<string, IssuedIdentity>();
  let down = false;
  let requests = 0;

  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    requests += 1;
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (down) return send(response, 503, { error: "unavailable" });
    if (url.pathname === "/google/tokeninfo") {
      const identity = google.get(url.searchParams.get("id_token") ?? "");
      if (!identity) return send(response, 400, { error: "invalid_token", error_description: "Invalid Value" });
      return send(response, 200, {
        iss: "https://accounts.google.com",
        aud: identity.audience ?? googleClientId,
        sub: identity.id,
        ...(identity.email === null ? {} : { email: identity.email, email_verified: String(identity.emailVerified ?? true) }),
        ...(identity.name === undefined ? {} : { name: identity.name }),
      });
    }
    if (url.pathname === "/facebook/debug_token") {
      if (url.searchParams.get("access_token") !== `${facebookAppId}|${facebookAppSecret}`) {
        return send(response, 400, { error: { message: "Invalid OAuth access token signature.", type: "OAuthException", code: 190 } });
      }
      const identity = facebook.get(url.searchParams.get("input_token") ?? "");
      if (!identity) return send(response, 200, { data: { is_valid: false, error: { code: 190, message: "Invalid OAuth access token." } } });
      return send(response, 200, { data: { app_id: identity.appId ?? facebookAppId, type: "USER", is_valid: true, user_id: identity.id } });
    }
    if (url.pathname === "/facebook/me") {
      const token = url.searchParams.get("access_token") ?? "";
      const identity = facebook.get(token);
      const proof = createHmac("sha256", facebookAppSecret).update(token).digest("hex");
      if (!identity || url.searchParams.get("appsecret_proof") !== proof) {
        return send(response, 400, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
      }
      return send(response, 200, {
        id: identity.id,
        ...(identity.name === undefined ? {} : { name: identity.name }),
        ...(identity.email === null ? {} : { email: identity.email }),
      });
    }
    return send(response, 404, { error: "not found" });
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const mint = (): string => randomBytes(24).toString("base64url");

  const googleTokenInfoUrl = `${base}/google/tokeninfo`;
  const facebookGraphUrl = `${base}/facebook`;
  return {
    googleClientId,
    facebookAppId,
    facebookAppSecret,
    verifierConfig: { googleTokenInfoUrl, googleClientId, facebookGraphUrl, facebookAppId, facebookAppSecret },
    googleTokenInfoUrl,
    facebookGraphUrl,
    googleToken(identity) {
      const token = mint();
      google.set(token, identity);
      return token;
    },
    facebookToken(identity) {
      const accessToken = mint();
      facebook.set(accessToken, identity);
      return { uid: identity.id, accessToken };
    },
    requestCount: () => requests,
    setDown(value) {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
