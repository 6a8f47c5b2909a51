import { okAsync } from "neverthrow";
import type { Transporter } from "nodemailer";
import type { MailPort } from "../../core/ports/mail.port";
import { renderMail, type MailTemplateOptions } from "./mail-templates";

/** The SMTP adapter's settings: a nodemailer transport (built from SMTP_URL) and the From header. */
export type SmtpMailOptions = MailTemplateOptions &
  Readonly<{
    transport: Pick<Transporter, "sendMail">;
    from: string;
    /** Told of every mail the SMTP server refused; the server logs it. */
    onError: (error: unknown, to: string) => void;
  }>;

/** The SMTP mail port, plus a way to wait for the mails still being delivered (tests, graceful stop). */
export type SmtpMail = MailPort & Readonly<{ flush(): Promise<void> }>;

/**
 * Mail through SMTP (nodemailer) when SMTP_URL is set. Delivery runs in the background so a
 * request never waits on the mail server: how long forgot-password or registration takes then
 * cannot tell whether a mail went out, i.e. whether an account exists.
 * @example const mail = createSmtpMail({ transport: createTransport(config.smtpUrl), from: config.mailFrom, webOrigin, onError: log });
 */
export function createSmtpMail(options: SmtpMailOptions): SmtpMail {
  const pending = new Set<Promise<void>>();
  return {
    send(mail) {
      const rendered = renderMail(mail, options);
      const delivery = options.transport
        .sendMail({ from: options.from, ...rendered })
        .then(
          () => undefined,
          (error: unknown) => options.onError(error, rendered.to),
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
      return okAsync(undefined);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
