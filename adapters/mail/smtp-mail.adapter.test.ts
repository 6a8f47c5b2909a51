import { createTransport } from "nodemailer";
import { ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { createSmtpMail } from "./smtp-mail.adapter";

describe("SMTP mail adapter", () => {
  it("hands the rendered mail to the transport with the From header, in the background", async () => {
    const sent: string[] = [];
    const transport = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    const errors: unknown[] = [];
    const mail = createSmtpMail({
      transport: {
        sendMail: async (message) => {
          const info = await transport.sendMail(message);
          sent.push(info.message.toString());
          return info;
        },
      },
      from: "KUL Swap <no-reply@kulswap.test>",
      webOrigin: "https://app.test",
      onError: (error) => errors.push(error),
    });
    expect(await mail.send({ to: "ann@example.com", kind: "PASSWORD_RESET", language: "en", token: "tok" })).toEqual(ok(undefined));
    await mail.flush();
    expect(errors).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("From: KUL Swap <no-reply@kulswap.test>");
    expect(sent[0]).toContain("To: ann@example.com");
    expect(sent[0]).toContain("Subject: Reset your KUL Swap password");
    // Quoted-printable: soft line breaks dropped and "=3D" read back as "=".
    const decoded = sent[0]!.replace(/=\n/g, "").replace(/=3D/g, "=");
    expect(decoded).toContain("Reset password: https://app.test/reset-password?email=ann%40example.com&token=tok");
  });

  it("tells onError of a refused mail instead of failing the request", async () => {
    const errors: Array<[unknown, string]> = [];
    const refusal = new Error("550 mailbox unavailable");
    const mail = createSmtpMail({
      transport: { sendMail: () => Promise.reject(refusal) },
      from: "no-reply@kulswap.test",
      webOrigin: "https://app.test",
      onError: (error, to) => errors.push([error, to]),
    });
    expect(await mail.send({ to: "bob@example.com", kind: "EMAIL_CHANGED", language: "th" })).toEqual(ok(undefined));
    await mail.flush();
    expect(errors).toEqual([[refusal, "bob@example.com"]]);
  });
});
