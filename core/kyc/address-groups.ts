import type { KycField } from "./kyc-form.schema";

/** The four address blocks of the form. */
export const ADDRESS_GROUPS = ["workingAtCompany", "org", "origin", "current"] as const;
export type AddressGroup = (typeof ADDRESS_GROUPS)[number];

/** The parts of an address, in the order the wizard shows them. */
export const ADDRESS_PARTS = ["lineOne", "lineTwo", "country", "province", "city", "postcode"] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** The form field of each address part per group (the organization block has its own names). */
export const ADDRESS_FIELDS: Readonly<Record<AddressGroup, Readonly<Record<AddressPart, KycField>>>> = {
  workingAtCompany: {
    lineOne: "workingAtCompanyAddressLineOne",
    lineTwo: "workingAtCompanyAddressLineTwo",
    country: "workingAtCompanyCountry",
    province: "workingAtCompanyProvince",
    city: "workingAtCompanyCity",
    postcode: "workingAtCompanyPostcode",
  },
  org: {
    lineOne: "orgCompanyAddressLineOne",
    lineTwo: "orgCompanyAddressLineTwo",
    country: "orgCountry",
    province: "orgCompanyProvince",
    city: "orgCompanyCity",
    postcode: "orgCompanyPostcode",
  },
  origin: {
    lineOne: "originAddressLineOne",
    lineTwo: "originAddressLineTwo",
    country: "originCountry",
    province: "originProvince",
    city: "originCity",
    postcode: "originPostcode",
  },
  current: {
    lineOne: "currentAddressLineOne",
    lineTwo: "currentAddressLineTwo",
    country: "currentCountry",
    province: "currentProvince",
    city: "currentCity",
    postcode: "currentPostcode",
  },
};

/** All form fields of an address group. */
export function addressFields(group: AddressGroup): KycField[] {
  return ADDRESS_PARTS.map((part) => ADDRESS_FIELDS[group][part]);
}
