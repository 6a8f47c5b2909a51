import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { HistoryFilter } from "@core/history/history-query";
import { downloadTradeHistory } from "@core/history/use-cases/download-trade-history";
import { Button } from "@/components/button";
import { errorText } from "@/lib/i18n/error-text";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";

/** Hands the text to the browser as a file download. */
function saveFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has taken the file once the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Download CSV: the server's report of the searched filter, saved under the spec's name (Full
 * Name_TX_<timestamp>.csv). Disabled, with the reason given, when the search found no trade.
 */
export function DownloadCsvButton({ filter, enabled }: Readonly<{ filter: HistoryFilter; enabled: boolean }>) {
  const { t } = useTranslation(["history", "errors"]);
  const history = useService(TOKENS.HistoryApi);
  const clock = useService(TOKENS.Clock);
  const [busy, setBusy] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const download = () => {
    setBusy(true);
    setErrorCode(null);
    void downloadTradeHistory({ history }, { filter, now: clock.now() }).match(
      (file) => (setBusy(false), saveFile(file.csv, file.fileName)),
      (error) => (setBusy(false), setErrorCode(error.code)),
    );
  };
  return (
    <div className="hx-download">
      <Button variant="secondary" busy={busy} disabled={!enabled} aria-describedby={enabled ? undefined : "hx-download-none"} onClick={download}>
        {t("download_csv")}
      </Button>
      {!enabled && (
        <span id="hx-download-none" className="visually-hidden">
          {t("download_none")}
        </span>
      )}
      {errorCode && (
        <p className="form-error" role="alert">
          {errorText(t, errorCode)}
        </p>
      )}
    </div>
  );
}
