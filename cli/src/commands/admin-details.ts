import type { KycLogItem } from "../../../core/ports/kyc-storage.port";

/**
 * One `--detail` option of `kul admin kyc reject | request-change`: `group.topic=text` (the
 * topic keys of /static/kyc-topics), one verification-log line; null when malformed.
 * @example parseDetail("identification.identificationPicture=The photo is unclear") // { group: "identification", topic: "identificationPicture", detail: "The photo is unclear" }
 */
export function parseDetail(option: string): KycLogItem | null {
  const match = /^\s*([^.=\s]+)\.([^=\s]+)\s*=(.*)$/s.exec(option);
  if (!match) return null;
  return { group: match[1]!, topic: match[2]!, detail: match[3]!.trim() };
}
