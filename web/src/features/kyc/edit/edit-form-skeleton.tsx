import { useTranslation } from "react-i18next";
import { Skeleton } from "@/components";

/** Placeholder rows of the edit form while its topics load (spec 2: 15 rows). */
export function EditFormSkeleton() {
  const { t } = useTranslation("kyc-summary");
  return (
    <div className="kyc-edit-skeleton" role="status" aria-label={t("edit.loading")}>
      {Array.from({ length: 15 }, (_, i) => (
        <Skeleton key={i} width={i % 3 === 0 ? "40%" : "100%"} height={i % 3 === 0 ? "1.25rem" : "2.75rem"} />
      ))}
    </div>
  );
}
