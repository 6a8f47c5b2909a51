import { createHash, createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Who a test token stands for; email null plays a Facebook account without an email. audience
 * (Google) and appId (Facebook) play a token issued to another app.
 */
export type IssuedIdentity = Readonly<{ id: string; email: string | null; name?: string; emailVerified?: boolean; audience?: string; appId?: string; nonce?: string }>;

/**
 * A loopback stand-in for Google's and Facebook's sign-in: their authorization pages (a form
 * that asks which account to be, then redirects back with the token and state, as the providers
 * do), Google's tokeninfo, and Facebook's Graph debug_token and /me. Used by the tests and by
 * `kul up`, so social sign-in works with no outside service.
 */
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
  /** The authorization pages: pass as GOOGLE_AUTH_URL and FACEBOOK_AUTH_URL. */
  googleAuthUrl: string;
  facebookAuthUrl: string;
  /** The server environment that trusts this issuer (GOOGLE_* and FACEBOOK_*). */
  serverEnv: Readonly<Record<string, string>>;
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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's sign-in page: which account to be (email and name), Continue or Cancel. */
function authorizePage(provider: "google" | "facebook", hidden: Readonly<Record<string, string>>): string {
  const title = provider === "google" ? "Sign in with Google" : "Log in with Facebook";
  const inputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} (local issuer)</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem"><main><h1>${title}</h1>
<p>Local test issuer: no real ${provider === "google" ? "Google" : "Facebook"} account is used. Choose who to sign in as.</p>
<form method="get" action="/${provider}/approve">${inputs}
<p><label for="email">Email</label><br><input id="email" name="email" type="email" autocomplete="email"${provider === "google" ? " required" : ""}></p>
<p><label for="name">Name</label><br><input id="name" name="name" type="text" autocomplete="name"></p>
<p><button type="submit" name="action" value="allow">Continue</button> <button type="submit" name="action" value="deny" formnovalidate>Cancel</button></p>
</form></main></body></html>`;
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { location, "cache-control": "no-store" });
  response.end();
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/**
 * Starts the issuer on 127.0.0.1 and a free port. Tokens are random and remembered, so anything
 * else is refused with the providers' 400.
 * @example const issuer = await startSocialIssuer(); const idToken = issuer.googleToken({ id: "g-1", email: "a@b.co" });
 */
export async function startSocialIssuer(port = 0): Promise<SocialIssuer> {
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
    const q = (name: string) => url.searchParams.get(name) ?? "";
    const providerOf = (path: string) => (path.startsWith("/google/") ? "google" : "facebook") as "google" | "facebook";
    if (url.pathname === "/google/authorize" || url.pathname === "/facebook/dialog/oauth") {
      const provider = providerOf(url.pathname);
      const ours = provider === "google" ? googleClientId : facebookAppId;
      const type = provider === "google" ? "id_token" : "token";
      const target = URL.canParse(q("redirect_uri")) ? new URL(q("redirect_uri")) : null;
      if (q("client_id") !== ours || q("response_type") !== type || target === null || !/^https?:$/.test(target.protocol) || (provider === "google" && q("nonce") === "")) {
        return send(response, 400, { error: "invalid_request" });
      }
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return void response.end(authorizePage(provider, { redirect_uri: q("redirect_uri"), state: q("state"), nonce: q("nonce") }));
    }
    if (url.pathname === "/google/approve" || url.pathname === "/facebook/approve") {
      const provider = providerOf(url.pathname);
      if (!URL.canParse(q("redirect_uri"))) return send(response, 400, { error: "invalid_request" });
      const back = new URL(q("redirect_uri"));
      const answer = new URLSearchParams();
      if (q("action") !== "allow") {
        // Facebook reports a refusal in the query, Google in the fragment.
        answer.set("error", "access_denied");
        answer.set("state", q("state"));
        if (provider === "facebook") {
          answer.set("error_reason", "user_denied");
          back.search = answer.toString();
          return redirect(response, back.toString());
        }
        back.hash = answer.toString();
        return redirect(response, back.toString());
      }
      const email = q("email").trim() === "" ? null : q("email").trim().toLowerCase();
      const id = `local-${createHash("sha256").update(`${provider}:${email ?? q("name")}`).digest("hex").slice(0, 20)}`;
      const identity: IssuedIdentity = { id, email, ...(q("name").trim() === "" ? {} : { name: q("name").trim() }), ...(q("nonce") === "" ? {} : { nonce: q("nonce") }) };
      const token = mint();
      if (provider === "google") {
        google.set(token, identity);
        answer.set("id_token", token);
      } else {
        facebook.set(token, identity);
        answer.set("access_token", token);
        answer.set("expires_in", "3600");
      }
      answer.set("state", q("state"));
      back.hash = answer.toString();
      return redirect(response, back.toString());
    }
    if (url.pathname === "/google/tokeninfo") {
      const identity = google.get(url.searchParams.get("id_token") ?? "");
      if (!identity) return send(response, 400, { error: "invalid_token", error_description: "Invalid Value" });
      return send(response, 200, {
        iss: "https://accounts.google.com",
        aud: identity.audience ?? googleClientId,
        sub: identity.id,
        ...(identity.email === null ? {} : { email: identity.email, email_verified: String(identity.emailVerified ?? true) }),
        ...(identity.name === undefined ? {} : { name: identity.name }),
        ...(identity.nonce === undefined ? {} : { nonce: identity.nonce }),
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

  const mint = (): string => randomBytes(24).toString("base64url");
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const googleTokenInfoUrl = `${base}/google/tokeninfo`;
  const facebookGraphUrl = `${base}/facebook`;
  const googleAuthUrl = `${base}/google/authorize`;
  const facebookAuthUrl = `${base}/facebook/dialog/oauth`;
  return {
    googleClientId,
    facebookAppId,
    facebookAppSecret,
    verifierConfig: { googleTokenInfoUrl, googleClientId, facebookGraphUrl, facebookAppId, facebookAppSecret },
    googleTokenInfoUrl,
    facebookGraphUrl,
    googleAuthUrl,
    facebookAuthUrl,
    serverEnv: {
      GOOGLE_CLIENT_ID: googleClientId,
      GOOGLE_TOKENINFO_URL: googleTokenInfoUrl,
      GOOGLE_AUTH_URL: googleAuthUrl,
      FACEBOOK_APP_ID: facebookAppId,
      FACEBOOK_APP_SECRET: facebookAppSecret,
      FACEBOOK_GRAPH_URL: facebookGraphUrl,
      FACEBOOK_AUTH_URL: facebookAuthUrl,
    },
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
