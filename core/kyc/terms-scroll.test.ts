import { describe, expect, it } from "vitest";
import { termsAcceptUnlocked } from "./terms-scroll";

const box = { scrollHeight: 1000, clientHeight: 200 };

describe("termsAcceptUnlocked", () => {
  it("stays locked until the view is within 1.5 box heights of the end", () => {
    expect([0, 600, 699, 700, 800].map((scrollTop) => termsAcceptUnlocked({ ...box, scrollTop }, false))).toEqual([false, false, false, true, true]);
  });

  it("is unlocked when the terms were accepted already, wherever the box is", () => {
    expect(termsAcceptUnlocked({ ...box, scrollTop: 0 }, true)).toBe(true);
  });

  it("is unlocked when the terms are short enough to read without scrolling far", () => {
    expect(termsAcceptUnlocked({ scrollTop: 0, scrollHeight: 250, clientHeight: 200 }, false)).toBe(true);
  });
});
