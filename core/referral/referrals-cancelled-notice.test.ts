import { errAsync, ok, okAsync } from "neverthrow";
import { describe, expect, it } from "vitest";
import type { Mail, MailPort } from "../ports/mail.port";
import type { UserRecord } from "../ports/storage.port";
import { mailReferralsCancelled, referralsCancelledMail } from "./referrals-cancelled-notice";

const notice = { reason: "One person, two accounts", rewardsCancelled: 35, reclaimedKul: 375n, cancelledAt: 1_700_000_000_000 };
const user = { email: "ann@example.com", language: "th", displayName: "Ann" } as UserRecord;

describe("referralsCancelledMail", () => {
  it("passes the name, the reason and the amounts, typed", () => {
    expect(referralsCancelledMail(user, notice)).toEqual({
      to: "ann@example.com",
      kind: "REFERRALS_CANCELLED",
      language: "th",
      displayName: "Ann",
      reason: "One person, two accounts",
      reclaimedKul: 375n,
      rewardsCancelled: 35,
    });
  });
});

describe("mailReferralsCancelled", () => {
  it("sends a REFERRALS_CANCELLED mail in the user's language and answers null", async () => {
    const sent: Mail[] = [];
    const mail: MailPort = { send: (m) => (sent.push(m), okAsync(undefined)) };
    expect(await mailReferralsCancelled(mail, user, notice)).toEqual(ok(null));
    expect(sent).toEqual([referralsCancelledMail(user, notice)]);
  });

  it("turns a failed send into the mail error as a value, never a failure", async () => {
    const down = { code: "MAIL_UNAVAILABLE" as const, detail: "SMTP down" };
    expect(await mailReferralsCancelled({ send: () => errAsync(down) }, user, notice)).toEqual(ok(down));
  });
});
