import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadingBlock } from "./spinner";
import { errorText } from "@/lib/i18n/error-text";
import type { Load } from "./use-load";

/** Renders a Load: a spinner, the error's message (errors:<CODE>), or the value. */
export function LoadView<T>({ load, children }: Readonly<{ load: Load<T>; children: (value: T) => ReactNode }>) {
  const { t } = useTranslation(["common", "errors"]);
  if (load.status === "loading") return <LoadingBlock label={t("loading")} />;
  if (load.status === "error") return <p role="alert" className="form-error">{errorText(t, load.code, load)}</p>;
  return <>{children(load.value)}</>;
}
