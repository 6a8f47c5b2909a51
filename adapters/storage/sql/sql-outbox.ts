import { desc, eq, sql } from "drizzle-orm";
import { errAsync, okAsync } from "neverthrow";
import type { MailOutboxRepositoryPort } from "../../../core/ports/account-storage.port";
import { hasNul, unstorableText } from "../text-rules";
import { mailOutbox } from "./schema";
import { query, type SqlDb } from "./sql-errors";

const outboxColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  kind: mailOutbox.kind,
  language: mailOutbox.language,
  subject: mailOutbox.subject,
  text: mailOutbox.text,
  html: mailOutbox.html,
  createdAt: mailOutbox.createdAt,
};

/** The mail outbox in SQL, newest first with `seq` breaking ties. */
export function sqlOutbox(db: SqlDb): MailOutboxRepositoryPort {
  return {
    add(mail) {
      const unstorable = unstorableText(mail);
      if (unstorable) return errAsync(unstorable);
      return query(() => db.insert(mailOutbox).values(mail)).map(() => undefined);
    },
    list({ to, limit }) {
      if (limit <= 0 || (to !== undefined && hasNul(to))) return okAsync([]);
      const where = to === undefined ? undefined : eq(sql`lower(${mailOutbox.to})`, to.toLowerCase());
      return query(() =>
        db
          .select(outboxColumns)
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.seq))
          .limit(Math.floor(limit)),
      );
    },
  };
}
