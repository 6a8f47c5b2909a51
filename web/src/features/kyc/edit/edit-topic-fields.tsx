import { ADDRESS_FIELDS, ADDRESS_GROUPS, type AddressGroup } from "@core/kyc/address-groups";
import type { KycField } from "@core/kyc/kyc-form.schema";
import { AddressFields } from "../fields";
import { EditField, type EditFieldProps } from "./edit-field";

/** A topic's fields as they are drawn: single fields, and whole address blocks. */
type Part = Readonly<{ field: KycField } | { address: AddressGroup }>;

/** Groups the address fields of a topic into their block (drawn once, where its first field is). */
function parts(fields: readonly KycField[]): Part[] {
  const blockOf = (field: KycField) => ADDRESS_GROUPS.find((g) => Object.values(ADDRESS_FIELDS[g]).includes(field));
  const drawn = new Set<AddressGroup>();
  return fields.flatMap((field): Part[] => {
    const group = blockOf(field);
    if (group === undefined) return [{ field }];
    if (drawn.has(group)) return [];
    drawn.add(group);
    return [{ address: group }];
  });
}

/** The fields of one topic (or of the extra group), with the wizard's components. */
export function EditTopicFields({ fields, ...props }: Omit<EditFieldProps, "field"> & Readonly<{ fields: readonly KycField[] }>) {
  return (
    <>
      {parts(fields).map((part) =>
        "address" in part ? <AddressFields key={part.address} group={part.address} binding={props.binding} data={props.data} /> : <EditField key={part.field} field={part.field} {...props} />,
      )}
    </>
  );
}
