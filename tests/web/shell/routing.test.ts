import { describe, expect, it } from "vitest";
import { guardRedirect } from "../../../web/src/config/guard";
import { rewriteLegacyHash } from "../../../web/src/config/legacy-hash";
import { isRouteName, pathTo, ROUTES, sectionHash, type RouteName } from "../../../web/src/config/paths";

const visitor = { loggedIn: false, isActive: false };
const inactive = { loggedIn: true, isActive: false };
const active = { loggedIn: true, isActive: true };

describe("the route table", () => {
  it("has every route of spec 1 section 2 at its path, plus the leaderboard", () => {
    expect(Object.fromEntries(Object.entries(ROUTES).map(([name, route]) => [name, route.path]))).toEqual({
      Exchange: "/",
      About: "/about",
      Terms: "/terms",
      Register: "/register",
      RegisterStatus: "/register/status",
      ConfirmEmail: "/confirm-email",
      SendConfirmationEmail: "/send-confirmation-email",
    SocialCallback: "/social-callback",
      ForgotPassword: "/forgot-password",
      ResetPassword: "/reset-password",
      Login: "/login",
      UserProfile: "/profile",
      KYC: "/kyc",
      SummaryOfKYC: "/summary-of-kyc",
      ReferralProgram: "/referral-program",
      SuitabilityTest: "/suitability-test",
      KnowledgeTest: "/knowledge-test",
      KnowledgeTestCorrectAnswer: "/knowledge-test-correct-answer",
      TradeHistory: "/trade-history",
      Leaderboard: "/leaderboard",
      Wallet: "/wallet",
    });
  });

  it("builds paths with a query and a hash section", () => {
    expect(pathTo("Login", { next: "TradeHistory" })).toBe("/login?next=TradeHistory");
    expect(pathTo("SummaryOfKYC", undefined, "section-kyc-data")).toBe("/summary-of-kyc#section-kyc-data");
    expect(pathTo("Exchange", {})).toBe("/");
  });

  it("accepts only known route names as ?next= (no open redirect)", () => {
    expect(isRouteName("KYC")).toBe(true);
    for (const value of ["https://evil.example", "//evil.example", "/kyc", "toString", "__proto__", "", null, 3]) expect(isRouteName(value)).toBe(false);
  });
});

describe("route guards", () => {
  it("lets anyone see the public pages", () => {
    for (const route of ["Exchange", "About", "Terms", "ConfirmEmail", "ForgotPassword", "ResetPassword", "Leaderboard", "Wallet"] as RouteName[]) {
      for (const session of [visitor, inactive, active]) expect(guardRedirect(route, session)).toBeNull();
    }
  });

  it("sends visitors of login-only pages to Login with next set to the page's route name", () => {
    for (const route of ["UserProfile", "KYC", "SummaryOfKYC", "ReferralProgram", "SuitabilityTest", "KnowledgeTest", "KnowledgeTestCorrectAnswer", "TradeHistory", "SendConfirmationEmail"] as RouteName[]) {
      expect(guardRedirect(route, visitor)).toBe(`/login?next=${route}`);
    }
  });

  it("sends inactive users to Exchange from referral, suitability, knowledge and profile pages only", () => {
    for (const route of ["ReferralProgram", "SuitabilityTest", "KnowledgeTest", "UserProfile"] as RouteName[]) {
      expect(guardRedirect(route, inactive)).toBe("/");
      expect(guardRedirect(route, active)).toBeNull();
    }
    for (const route of ["KYC", "TradeHistory", "SendConfirmationEmail"] as RouteName[]) expect(guardRedirect(route, inactive)).toBeNull();
  });

  it("sends logged-in users away from Login and Register", () => {
    for (const route of ["Login", "Register"] as RouteName[]) {
      expect(guardRedirect(route, visitor)).toBeNull();
      expect(guardRedirect(route, inactive)).toBe("/");
      expect(guardRedirect(route, active)).toBe("/");
    }
  });

  it("shows RegisterStatus only to logged-in users who are not active yet", () => {
    expect(guardRedirect("RegisterStatus", visitor)).toBe("/");
    expect(guardRedirect("RegisterStatus", active)).toBe("/");
    expect(guardRedirect("RegisterStatus", inactive)).toBeNull();
  });
});

describe("old hash links", () => {
  it("carries a deep link's section hash through Login, and nothing else", () => {
    expect(guardRedirect("UserProfile", visitor, "#section-social-connect")).toBe("/login?next=UserProfile#section-social-connect");
    expect(guardRedirect("SummaryOfKYC", visitor, "#section-kyc-data")).toBe("/login?next=SummaryOfKYC#section-kyc-data");
    expect(guardRedirect("TradeHistory", visitor, "")).toBe("/login?next=TradeHistory");
    for (const hash of ["#/kyc", "#", "#a b", "#javascript:alert(1)", `#${"a".repeat(80)}`]) expect(guardRedirect("KYC", visitor, hash)).toBe("/login?next=KYC");
    expect(sectionHash("#section-referral-data")).toBe("section-referral-data");
  });

  it("rewrites /#/ paths to the same path without the hash", () => {
    expect(rewriteLegacyHash("/", "#/login?next=KYC")).toBe("/login?next=KYC");
    expect(rewriteLegacyHash("/", "#/")).toBe("/");
    expect(rewriteLegacyHash("/app/", "#/trade-history")).toBe("/app/trade-history");
  });

  it("leaves plain section hashes alone", () => {
    expect(rewriteLegacyHash("/profile", "#section-social-connect")).toBeNull();
    expect(rewriteLegacyHash("/", "")).toBeNull();
  });
});
