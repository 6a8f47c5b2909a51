/** Mail adapters of the MailPort: the database outbox (default) and SMTP, with the en/th templates. */
export { createOutboxMail, type OutboxMailOptions } from "./outbox-mail.adapter";
export { createSmtpMail, type SmtpMail, type SmtpMailOptions } from "./smtp-mail.adapter";
export { mailLink, renderMail, type MailTemplateOptions, type RenderedMail } from "./mail-templates";
