import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components";
import { Modal } from "@/components/modal";
import { ExampleImage, type ExampleKind } from "./example-images";

const TEXT: Readonly<Record<ExampleKind, string>> = {
  laser: "example_laser_text",
  idCard: "example_document_text",
  passport: "example_document_text",
  selfie: "example_selfie_text",
};

/** A button that opens an example picture in a modal (laser code, ID card or passport, selfie). */
export function ExampleButton({ kind }: Readonly<{ kind: ExampleKind }>) {
  const { t } = useTranslation("kyc");
  const [open, setOpen] = useState(false);
  const title = t(`example_${kind}_title`);
  return (
    <>
      <Button variant="ghost" className="btn-sm kyc-example-button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t("example_show")}: {title}
      </Button>
      {open && (
        <Modal title={title} onClose={() => setOpen(false)} size="md">
          <ExampleImage kind={kind} alt={t(`example_alt_${kind}`)} />
          <p>{t(TEXT[kind])}</p>
        </Modal>
      )}
    </>
  );
}
