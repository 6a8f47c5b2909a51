import { describe, expect, it } from "vitest";
import type { Language } from "../../core/account/language";
import type { KycStatus } from "../../core/account/user";
import { kycStatusMail } from "../../core/kyc/kyc-deps";
import type { KycLogItem } from "../../core/ports/kyc-storage.port";
import { loadReferenceData } from "../reference-data/reference-data";
import { renderMail } from "./mail-templates";

const options = { webOrigin: "https://app.kulswap.test" };
const user = { displayName: "Ann <b>" };
const details: KycLogItem[] = [
  { group: "identification", topic: "identificationPicture", detail: "The photo is blurred <again>." },
  { group: "address", topic: "currentAddress", detail: "" },
];
const render = (language: Language, status: KycStatus, extras: Parameters<typeof kycStatusMail>[2] = {}) =>
  renderMail(kycStatusMail({ ...user, email: "ann@example.com", language }, status, extras), options);

describe("KYC status mails", () => {
  it.each([
    ["VERIFYING", "We received your KUL Swap identity verification", "KUL Swap ได้รับข้อมูลการยืนยันตัวตนของคุณแล้ว"],
    ["APPROVED", "Your KUL Swap identity verification is approved", "การยืนยันตัวตน KUL Swap ของคุณได้รับการอนุมัติแล้ว"],
    ["REJECTED", "Your KUL Swap identity verification was not approved", "การยืนยันตัวตน KUL Swap ของคุณไม่ได้รับการอนุมัติ"],
    ["REQUEST_CHANGE", "Please correct your KUL Swap identity verification", "กรุณาแก้ไขข้อมูลการยืนยันตัวตน KUL Swap ของคุณ"],
    ["UNVERIFIED", "Your KUL Swap identity verification was updated", "สถานะการยืนยันตัวตน KUL Swap ของคุณมีการอัปเดต"],
  ] as const)("words a %s mail for its status in English and Thai", (status, en, th) => {
    expect(render("en", status).subject).toBe(en);
    expect(render("th", status).subject).toBe(th);
    expect(render("th", status).text).toContain("https://app.kulswap.test/summary-of-kyc");
  });

  it("tells an approved user the 500 KUL reward only when this approval paid it", () => {
    expect(render("en", "APPROVED", { rewardGranted: true }).text).toContain("You received 500 KUL as a reward.");
    expect(render("th", "APPROVED", { rewardGranted: true }).text).toContain("คุณได้รับรางวัล 500 KUL");
    expect(render("en", "APPROVED", { rewardGranted: false }).text).not.toContain("KUL as a reward");
  });

  it("lists each topic to correct with its label and detail in the user's language", () => {
    const en = render("en", "REQUEST_CHANGE", { details });
    expect(en.text).toContain("- Identity document photo (Identification): The photo is blurred <again>.\n- Current address (Address)\n");
    expect(en.text).toContain("Correct my information: https://app.kulswap.test/summary-of-kyc");
    expect(en.html).toContain("<ul><li>Identity document photo (Identification): The photo is blurred &lt;again&gt;.</li><li>Current address (Address)</li></ul>");
    const topics = loadReferenceData().kycTopics;
    const thLabel = (g: string, t: string) => topics.find((x) => x.key === g)!.topics.find((x) => x.key === t)!.label.th;
    const th = render("th", "REQUEST_CHANGE", { details });
    expect(th.text).toContain(`- ${thLabel("identification", "identificationPicture")} (การยืนยันตัวตน): The photo is blurred <again>.`);
    expect(th.text).toContain("แก้ไขข้อมูล: https://app.kulswap.test/summary-of-kyc");
  });

  it("gives the reasons of a rejection, or where to ask when there are none", () => {
    const withReason = render("en", "REJECTED", { details: [details[0]!] });
    expect(withReason.text).toContain("The reason:\n- Identity document photo (Identification): The photo is blurred <again>.");
    expect(render("en", "REJECTED").text).toContain("Please contact KUL Swap support to know more.");
    expect(render("th", "REJECTED").text).toContain("กรุณาติดต่อฝ่ายบริการลูกค้า KUL Swap");
    expect(render("th", "REJECTED", { details: [details[0]!] }).text).toContain("เหตุผล:");
  });

  it("shows keys that are not in the topics list as they are, and never lists details of other statuses", () => {
    const odd = render("en", "REQUEST_CHANGE", { details: [{ group: "legacy", topic: "oldField", detail: "x" }] });
    expect(odd.text).toContain("- oldField (legacy): x");
    expect(render("en", "APPROVED", { details }).text).not.toContain("Identity document photo");
  });

  it("uses neutral words when nothing more is known, and sends a rejection without details to support", () => {
    const bad = renderMail({ to: "a@example.com", kind: "KYC_STATUS", language: "en", status: "UNVERIFIED", details: [], rewardKul: null }, options);
    expect(bad.subject).toBe("Your KUL Swap identity verification was updated");
    expect(bad.text).not.toContain("KUL as a reward");
    const noDetails = renderMail({ to: "a@example.com", kind: "KYC_STATUS", language: "en", status: "REJECTED", details: [], rewardKul: null }, options);
    expect(noDetails.text).toContain("Please contact KUL Swap support to know more.");
  });

  it("escapes the display name in the html part", () => {
    expect(render("en", "VERIFYING").html).toContain("Hello Ann &lt;b&gt;,");
  });
});
