import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";

type Props = Readonly<{
  /** The document's link as the submitted form holds it. */
  link: string;
  /** What the document is (the field's label), for the button's accessible name and the file name. */
  label: string;
}>;

/** A file name for the download: the label's words, and an extension from the content type. */
function fileName(label: string, contentType: string): string {
  const ext = contentType === "application/pdf" ? "pdf" : contentType === "image/jpeg" ? "jpg" : contentType === "image/png" ? "png" : "bin";
  const base = label.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "") || "document";
  return `${base}.${ext}`;
}

/**
 * Downloads one of the user's own documents: read with the session's token (a plain link could
 * not carry it), then saved from a short-lived object URL.
 */
export function KycDocumentLink({ link, label }: Props) {
  const { t } = useTranslation("kyc-summary");
  const loadDocuments = useService(TOKENS.KycDocumentApi);
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const download = async () => {
    setState("busy");
    const read = await (await loadDocuments()).document(link);
    if (read.isErr()) return setState("failed");
    const url = URL.createObjectURL(read.value.content);
    const anchor = document.createElement("a");
    anchor.href = url;
    anchor.download = fileName(label, read.value.contentType);
    anchor.click();
    // The browser has taken the file once the click is handled; the URL is not needed after.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setState("idle");
  };
  return (
    <span className="kyc-document">
      <Button variant="secondary" className="btn-sm" busy={state === "busy"} onClick={() => void download()}>
        {state === "busy" ? t("documents.downloading") : t("documents.download")}
        <span className="visually-hidden"> {label}</span>
      </Button>
      {state === "failed" && (
        <span role="alert" className="form-error">
          {t("documents.failed")}
        </span>
      )}
    </span>
  );
}
