import { describe, expect, it } from "vitest";
import { drawableLogoUri, tokenLogoUri } from "./token-logo";

describe("tokenLogoUri", () => {
  it("points to the app's own image for a token the icon set draws, by lowercase code", () => {
    expect(tokenLogoUri("USDC")).toBe("/token-icons/usdc.svg");
    expect(tokenLogoUri("eth")).toBe("/token-icons/eth.svg");
  });

  it("has no image for a token the set does not draw (the letter disc stays)", () => {
    expect(tokenLogoUri("SLP")).toBeUndefined();
    expect(tokenLogoUri("KUL")).toBeUndefined();
  });
});

describe("drawableLogoUri", () => {
  it("keeps the app's own token images only", () => {
    expect(drawableLogoUri("/token-icons/dai.svg")).toBe("/token-icons/dai.svg");
    expect(drawableLogoUri("/token-icons/dai.png")).toBe("/token-icons/dai.png");
    for (const uri of ["https://evil.example/dai.svg", "//evil.example/token-icons/dai.svg", "data:image/svg+xml,<svg/>", "javascript:alert(1)", "/token-icons/../index.html", "/assets/x.svg", undefined]) {
      expect(drawableLogoUri(uri)).toBeUndefined();
    }
  });
});
