import { describe, expect, it } from "vitest";
import { extent, halfCircleArc, halfCirclePoint, linearScale, linePoints, pathOf, shareOf } from "./geometry";

describe("chart geometry", () => {
  it("scales a domain onto a range, and a flat domain onto the middle", () => {
    expect([0, 5, 10].map(linearScale([0, 10], [100, 0]))).toEqual([100, 50, 0]);
    expect(linearScale([3, 3], [0, 40])(3)).toBe(20);
  });

  it("finds the extent, or null for no value", () => {
    expect([extent([3, -1, 7]), extent([])]).toEqual([[-1, 7], null]);
  });

  it("draws a line with the highest value at the top and the lowest at the bottom, inside the padding", () => {
    const points = linePoints([1, 3, 2], 100, 20, 2);
    expect(points).toEqual([[0, 18], [50, 2], [100, 10]]);
    expect(pathOf(points!)).toBe("M0 18 L50 2 L100 10");
  });

  it("draws no line for fewer than two values, and a level line for equal ones", () => {
    expect([linePoints([], 10, 10), linePoints([5], 10, 10)]).toEqual([null, null]);
    expect(linePoints([5, 5], 10, 10)).toEqual([[0, 5], [10, 5]]);
  });

  it("clamps shares to 0-1", () => {
    expect([shareOf(5, 10), shareOf(20, 10), shareOf(-1, 10), shareOf(1, 0)]).toEqual([0.5, 1, 0, 0]);
  });

  it("walks a half circle from the left end over the top to the right end", () => {
    expect([halfCirclePoint([100, 100], 50, 0), halfCirclePoint([100, 100], 50, 0.5), halfCirclePoint([100, 100], 50, 1)]).toEqual([[50, 100], [100, 50], [150, 100]]);
    expect(halfCircleArc([100, 100], 50, 0, 1)).toBe("M 50 100 A 50 50 0 0 1 150 100");
  });
});
