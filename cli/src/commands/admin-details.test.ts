import { describe, expect, it } from "vitest";
import { parseDetail } from "./admin-details";

describe("parseDetail", () => {
  it.each([
    ["identification.identificationPicture=The photo is unclear", { group: "identification", topic: "identificationPicture", detail: "The photo is unclear" }],
    [" address.originAddress =  Add the postcode = 10110 ", { group: "address", topic: "originAddress", detail: "Add the postcode = 10110" }],
    ["information.name=", { group: "information", topic: "name", detail: "" }],
  ])("reads %j as one verification-log line", (option, item) => {
    expect(parseDetail(option)).toEqual(item);
  });

  it.each(["no-topic", "group=text", ".topic=text", "group.=text", "group.topic"])("refuses %j", (option) => {
    expect(parseDetail(option)).toBeNull();
  });
});
