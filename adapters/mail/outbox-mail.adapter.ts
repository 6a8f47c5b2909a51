import type { MailOutboxRepositoryPort } from "../../core/ports/account-storage.port";
import type { SecureRandomPort } from "../../core/ports/account-services.port";
import type { MailPort } from "../../core/ports/mail.port";
import type { ClockPort } from "../../core/ports/clock.port";
import { mailUnavailable } from "../../core/account/account.errors";
import { renderMail, type MailTemplateOptions } from "./mail-templates";

/** What the outbox adapter writes to and how it names and dates each mail. */
export type OutboxMailOptions = MailTemplateOptions &
  Readonly<{ outbox: MailOutboxRepositoryPort; clock: ClockPort; random: Pick<SecureRandomPort, "id"> }>;

/**
 * The default mail adapter: renders each mail and keeps it in the database outbox instead of
 * sending it (readable at /v1/api/dev/outbox in local).
 * @example const mail = createOutboxMail({ outbox: storage.outbox, clock, random, webOrigin: config.webOrigin });
 */
export function createOutboxMail(options: OutboxMailOptions): MailPort {
  return {
    send(mail) {
      const rendered = renderMail(mail, options);
      return options.outbox
        .add({ id: options.random.id(), kind: mail.kind, language: mail.language, createdAt: options.clock.now(), ...rendered, to: rendered.to.toLowerCase() })
        .mapErr((error) => mailUnavailable(error.code));
    },
  };
}
