import { describe, expect, it } from "vitest";
import { randomIndex } from "./random-index";

describe("randomIndex", () => {
  it.each([
    [0, 5, 0],
    [0.5, 5, 2],
    [0.9999, 5, 4],
    [1, 5, 4],
    [-0.5, 5, 0],
    [Number.NaN, 5, 0],
    [Number.POSITIVE_INFINITY, 5, 0],
  ])("maps %d to index %i of %i", (value, size, index) => {
    expect(randomIndex(() => value, size)).toBe(index);
  });
});
