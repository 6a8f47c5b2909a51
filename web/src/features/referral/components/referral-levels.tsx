import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { invitesToNextLevel, REFERRAL_LEVELS } from "@core/referral/referral-level";
import type { ReferralProgram } from "@core/referral/referral-program";
import { formatDay } from "../model/share-links";

type Props = Readonly<{ program: ReferralProgram; formatKul: (amount: bigint) => string }>;

/**
 * The invite-friends list: the three levels, each with its reward per friend and the friends
 * counted in it (spec 3's referrerEmail), the current level marked, how many more friends reach
 * the next one (core's invitesToNextLevel), and the friends still to connect a social account.
 */
export function ReferralLevels({ program, formatKul }: Props) {
  const { t } = useTranslation("referral");
  const next = invitesToNextLevel(program.rewardedCount);
  // Friends counted since the current level began, against those the next level needs in all.
  const start = (REFERRAL_LEVELS.find((l) => l.level === program.level)?.fromInvitee ?? 1) - 1;
  const done = Math.max(0, program.rewardedCount - start);
  const progress = { "--ref-progress": next === null ? 1 : done / (done + next.invitees) } as CSSProperties;
  return (
    <section className="ref-card ref-levels" aria-labelledby="ref-levels-title">
      <h2 id="ref-levels-title">{t("levels_title")}</h2>
      <div className="ref-next">
        <p className="ref-next-text">{next === null ? t("next_level_top") : t("next_level", { count: next.invitees, level: next.level })}</p>
        <div className="ref-next-bar" style={progress} aria-hidden="true">
          <span />
        </div>
      </div>
      <ol className="ref-level-list">
        {program.levels.map((entry) => {
          const current = entry.level === program.level;
          const headingId = `ref-level-${entry.level}`;
          return (
            <li key={entry.level} className={`ref-level${current ? " is-current" : ""}`} aria-labelledby={headingId} data-testid={`referral-level-${entry.level}`}>
              <h3 id={headingId}>
                {t("level_name", { level: entry.level })}
                {current && <span className="badge ref-badge">{t("level_current")}</span>}
              </h3>
              <p className="muted small">{t("level_reward", { amount: formatKul(entry.rewardPerInviteeKul) })}</p>
              {entry.invitees.length === 0 ? (
                <p className="muted small">{t("level_empty")}</p>
              ) : (
                <ul className="ref-invitees" aria-label={t("level_invitees", { level: entry.level })}>
                  {entry.invitees.map((invitee) => (
                    <li key={`${invitee.referrerEmail}-${invitee.rewardedAt}`}>
                      <span className="ref-email">{invitee.referrerEmail}</span>
                      <span className="ref-invitee-meta">
                        {t("invitee_reward", { amount: formatKul(invitee.rewardKul) })} · <time dateTime={new Date(invitee.rewardedAt).toISOString()}>{formatDay(invitee.rewardedAt)}</time>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
      {program.pending.length > 0 && (
        <div className="ref-pending">
          <h3 id="ref-pending-title">{t("pending_title", { count: program.pending.length })}</h3>
          <p className="muted small">{t("pending_text")}</p>
          <ul className="ref-invitees" aria-labelledby="ref-pending-title">
            {program.pending.map((invitee) => (
              <li key={`${invitee.referrerEmail}-${invitee.registeredAt}`}>
                <span className="ref-email">{invitee.referrerEmail}</span>
                <span className="ref-invitee-meta">
                  {t("pending_since")} <time dateTime={new Date(invitee.registeredAt).toISOString()}>{formatDay(invitee.registeredAt)}</time>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
