import { describe, expect, it } from "vitest";
import { socialNotConnected, socialPrimaryUnlinkRefused } from "./account.errors";
import { socialUnlinkRefusal } from "./social-unlink";

describe("socialUnlinkRefusal", () => {
  it("refuses the provider the account was created with, even while linked", () => {
    expect(socialUnlinkRefusal({ accountType: "GOOGLE", googleId: "g-1", facebookId: "f-1" }, "GOOGLE")).toEqual(socialPrimaryUnlinkRefused("GOOGLE"));
  });
  it("refuses a provider that is not linked", () => {
    expect(socialUnlinkRefusal({ accountType: "EMAIL", googleId: null, facebookId: null }, "FACEBOOK")).toEqual(socialNotConnected("FACEBOOK"));
  });
  it("allows a linked provider other than the sign-up one", () => {
    expect(socialUnlinkRefusal({ accountType: "GOOGLE", googleId: "g-1", facebookId: "f-1" }, "FACEBOOK")).toBeNull();
    expect(socialUnlinkRefusal({ accountType: "EMAIL", googleId: "g-1", facebookId: null }, "GOOGLE")).toBeNull();
  });
});
