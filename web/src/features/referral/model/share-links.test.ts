import { describe, expect, it } from "vitest";
import { formatDay, saveHint, shareUrl } from "./share-links";

const LINK = "https://app.example.com/register?ref=ABCD2345";

describe("share links", () => {
  it("puts the encoded invite link in each network's share address", () => {
    expect(shareUrl("facebook", LINK)).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fapp.example.com%2Fregister%3Fref%3DABCD2345");
    expect(shareUrl("linkedin", LINK)).toBe("https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fapp.example.com%2Fregister%3Fref%3DABCD2345");
    const tweet = new URL(shareUrl("twitter", LINK, "Join me & trade"));
    expect(tweet.origin + tweet.pathname).toBe("https://twitter.com/intent/tweet");
    expect(tweet.searchParams.get("url")).toBe(LINK);
    expect(tweet.searchParams.get("text")).toBe("Join me & trade");
  });

  it("leaves the tweet's text out when there is none", () => {
    expect(new URL(shareUrl("twitter", LINK)).searchParams.has("text")).toBe(false);
  });
});

describe("the QR save hint", () => {
  const desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
  it.each([
    ["an iPhone", { userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148", maxTouchPoints: 5, mobileLayout: true }, "ios"],
    ["an iPad as a Mac", { userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15", maxTouchPoints: 5, mobileLayout: false }, "ios"],
    ["a Mac", { userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15", maxTouchPoints: 0, mobileLayout: false }, null],
    ["an Android phone", { userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36", maxTouchPoints: 5, mobileLayout: true }, "mobile"],
    ["a narrow touch screen", { userAgent: desktop, maxTouchPoints: 1, mobileLayout: true }, "mobile"],
    ["a narrow desktop window", { userAgent: desktop, maxTouchPoints: 0, mobileLayout: true }, null],
    ["a desktop", { userAgent: desktop, maxTouchPoints: 0, mobileLayout: false }, null],
  ] as const)("on %s is %s", (_name, device, hint) => {
    expect(saveHint(device)).toBe(hint);
  });
});

describe("formatDay", () => {
  it("writes DD-MM-YYYY", () => {
    expect(formatDay(new Date(2024, 0, 5, 13).getTime())).toBe("05-01-2024");
  });
});
