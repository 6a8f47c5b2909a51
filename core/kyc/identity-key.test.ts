import { describe, expect, it } from "vitest";
import { identityKeyOf } from "./identity-key";

describe("identityKeyOf", () => {
  it.each([
    ["an ID card by its 13 digits, however it was typed", { typeOfCard: "ID Card", identificationId: " 1-1037-02071-81-1 " }, "ID_CARD:1103702071811"],
    ["a passport by nationality and number, case and spaces aside", { typeOfCard: "Passport", identificationId: "aa 123-4567", nationality: " Japanese" }, "PASSPORT:JAPANESE:AA1234567"],
    ["no identity without a number", { typeOfCard: "ID Card", identificationId: "  " }, null],
    ["no identity without a card type", { identificationId: "1103702071811" }, null],
  ])("keys %s", (_name, form, key) => {
    expect(identityKeyOf(form)).toBe(key);
  });

  it("tells the same passport number of two nationalities apart", () => {
    const passport = (nationality: string) => identityKeyOf({ typeOfCard: "Passport", identificationId: "X1234567", nationality });
    expect(passport("British")).not.toBe(passport("Thai"));
  });
});
