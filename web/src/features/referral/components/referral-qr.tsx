import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { MOBILE_QUERY, Skeleton, useMediaQuery } from "@/components";
import { QR_SIZE, qrPngDataUrl } from "../model/qr-image";
import { saveHint } from "../model/share-links";

type Drawn = Readonly<{ status: "drawing" } | { status: "ready"; url: string } | { status: "failed" }>;

/**
 * The invite link's QR code (200 px, 10 px margin) as an image, with a PNG download; iOS and
 * other touch devices are told to press and hold the image to save it.
 */
export function ReferralQr({ link, code }: Readonly<{ link: string; code: string }>) {
  const { t } = useTranslation("referral");
  const mobileLayout = useMediaQuery(MOBILE_QUERY);
  const [drawn, setDrawn] = useState<Drawn>({ status: "drawing" });
  useEffect(() => {
    let live = true;
    setDrawn({ status: "drawing" });
    qrPngDataUrl(link).then(
      (url) => live && setDrawn({ status: "ready", url }),
      () => live && setDrawn({ status: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [link]);
  const hint = saveHint({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints, mobileLayout });

  return (
    <figure className="ref-qr" aria-labelledby="ref-qr-caption">
      <div className="ref-qr-image" style={{ width: QR_SIZE, height: QR_SIZE }}>
        {drawn.status === "drawing" && (
          <span role="status">
            <Skeleton width={`${QR_SIZE}px`} height={`${QR_SIZE}px`} />
            <span className="visually-hidden">{t("qr_drawing")}</span>
          </span>
        )}
        {drawn.status === "ready" && <img src={drawn.url} width={QR_SIZE} height={QR_SIZE} alt={t("qr_alt")} data-testid="referral-qr" />}
        {drawn.status === "failed" && (
          <p role="alert" className="form-error">
            {t("qr_failed")}
          </p>
        )}
      </div>
      <figcaption id="ref-qr-caption" className="ref-qr-caption">
        {hint === null ? t("qr_caption") : t(hint === "ios" ? "qr_hint_ios" : "qr_hint_mobile")}
      </figcaption>
      {drawn.status === "ready" && (
        <a className="btn btn-secondary" href={drawn.url} download={`referral-${code}.png`}>
          {t("qr_download")}
        </a>
      )}
    </figure>
  );
}
