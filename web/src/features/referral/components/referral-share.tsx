import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { SHARE_NETWORKS, shareUrl } from "../model/share-links";

/** Copies with the Clipboard API, else through the selected field (older browsers, non-secure pages). */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    return document.execCommand("copy");
  }
}

/**
 * The invite link read-only with its copy action ('Copied !' or the failure text as a toast and
 * beside the button), and the Facebook, X/Twitter and LinkedIn share buttons, each opening the
 * network's share page in a new tab.
 */
export function ReferralShare({ link }: Readonly<{ link: string }>) {
  const { t } = useTranslation(["referral", "common"]);
  const toasts = useService(TOKENS.Toasts);
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const onCopy = async () => {
    const ok = await copyText(link, field.current);
    setCopied(ok);
    toasts.push(ok ? { tone: "success", text: t("copied") } : { tone: "error", text: t("copy_failed") });
  };
  return (
    <div className="ref-share">
      <label htmlFor="ref-link" className="ref-label">
        {t("link_label")}
      </label>
      <div className="ref-link-row">
        <input id="ref-link" ref={field} className="input ref-link" type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} aria-describedby="ref-copy-state" />
        <Button variant="primary" onClick={() => void onCopy()}>
          {t("copy")}
        </Button>
      </div>
      <p id="ref-copy-state" className={`ref-copy-state small ${copied === false ? "form-error" : "muted"}`} aria-live="polite">
        {copied === null ? "" : copied ? t("copied") : t("copy_failed")}
      </p>
      <div className="ref-share-buttons" role="group" aria-label={t("share_label")}>
        {SHARE_NETWORKS.map((network) => (
          <a key={network} className={`btn btn-secondary ref-share-${network}`} href={shareUrl(network, link, t("share_text"))} target="_blank" rel="noopener noreferrer">
            {t(`share_${network}`)} <span className="visually-hidden">{t("common:opens_new_tab")}</span>
          </a>
        ))}
      </div>
    </div>
  );
}
