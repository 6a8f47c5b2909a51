import { useEffect, useRef, useState, type UIEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components";

/** How close to its end (px) the risk text must be scrolled before the checkbox is enabled. */
export const ACK_SCROLL_SLACK_PX = 24;
const PARAGRAPHS = ["ack_p1", "ack_p2", "ack_p3", "ack_p4", "ack_p5", "ack_p6", "ack_p7"] as const;

export type SuitabilityAcknowledgementProps = Readonly<{ busy: boolean; onBack: () => void; onAccept: () => void }>;

/**
 * The risk acknowledgement: the text in a scrollable box whose checkbox is enabled only once the
 * text is scrolled near its end; trying earlier shows the alert to read to the end.
 */
export function SuitabilityAcknowledgement({ busy, onBack, onAccept }: SuitabilityAcknowledgementProps) {
  const { t } = useTranslation("suitability");
  const heading = useRef<HTMLHeadingElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [readToEnd, setReadToEnd] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [problem, setProblem] = useState<"scroll" | "tick" | null>(null);

  const check = (element: HTMLElement) => {
    if (element.scrollTop + element.clientHeight >= element.scrollHeight - ACK_SCROLL_SLACK_PX) {
      setReadToEnd(true);
      setProblem((p) => (p === "scroll" ? null : p));
    }
  };
  useEffect(() => {
    heading.current?.focus();
    // A screen tall enough to show the whole text needs no scrolling.
    if (box.current) check(box.current);
  }, []);

  const accept = () => {
    if (!readToEnd) return setProblem("scroll");
    if (!accepted) return setProblem("tick");
    onAccept();
  };

  return (
    <section className="suit-ack" aria-labelledby="suit-ack-title">
      <h2 id="suit-ack-title" ref={heading} tabIndex={-1}>
        {t("ack_title")}
      </h2>
      <p>{t("ack_intro")}</p>
      <div ref={box} className="suit-ack-text" tabIndex={0} role="region" aria-label={t("ack_text_label")} onScroll={(e: UIEvent<HTMLDivElement>) => check(e.currentTarget)}>
        {PARAGRAPHS.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </div>
      {problem === "scroll" ? (
        <p role="alert" className="suit-alert">
          {t("ack_scroll_alert")}
        </p>
      ) : (
        !readToEnd && <p className="suit-notice">{t("ack_scroll_alert")}</p>
      )}
      {/* The label takes the click of a user who tries the disabled box, to say why it is disabled. */}
      <div className="field field-check suit-ack-check" onClick={() => !readToEnd && setProblem("scroll")}>
        <input
          id="suit-ack-checkbox"
          type="checkbox"
          checked={accepted}
          disabled={!readToEnd}
          onChange={(e) => {
            setAccepted(e.target.checked);
            setProblem(null);
          }}
        />
        <label htmlFor="suit-ack-checkbox">{t("ack_checkbox")}</label>
      </div>
      {problem === "tick" && (
        <p role="alert" className="form-error">
          {t("ack_required")}
        </p>
      )}
      <div className="suit-nav">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t("back")}
        </Button>
        <Button onClick={accept} busy={busy}>
          {t("ack_submit")}
        </Button>
      </div>
    </section>
  );
}
