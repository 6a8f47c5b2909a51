import { errAsync, okAsync } from "neverthrow";
import type { MailOutboxRepositoryPort } from "../../../core/ports/account-storage.port";
import { storageConflict } from "../storage-errors";
import { unstorableText } from "../text-rules";
import type { MemoryContext } from "./memory-state";

/** The mail outbox held in memory; listed newest first, ties newest-added first. */
export function memoryOutbox({ tables, writer }: MemoryContext): MailOutboxRepositoryPort {
  return {
    add(mail) {
      const unstorable = unstorableText(mail);
      if (unstorable) return errAsync(unstorable);
      if (tables.outbox.get(mail.id)) return errAsync(storageConflict("mail_outbox.id taken"));
      writer.put(tables.outbox, mail.id, Object.freeze({ ...mail }));
      return okAsync(undefined);
    },
    list({ to, limit }) {
      const wanted = to?.toLowerCase();
      const mails = tables.outbox.values().filter((m) => wanted === undefined || m.to.toLowerCase() === wanted);
      return okAsync(mails.reverse().sort((a, b) => b.createdAt - a.createdAt).slice(0, Math.max(0, limit)));
    },
  };
}
