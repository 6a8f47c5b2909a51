import type { ResultAsync } from "neverthrow";
import { useEffect, useState } from "react";

/** An API read's state for a page: loading, its value, or the error code to render. */
export type Load<T> = Readonly<{ status: "loading" } | { status: "ok"; value: T } | { status: "error"; code: string }>;

/**
 * Runs `call` when `key` changes and keeps its outcome; an outdated answer (key changed meanwhile)
 * is dropped.
 */
export function useLoad<T>(call: () => ResultAsync<T, { code: string }>, key: string): Load<T> {
  const [state, setState] = useState<Load<T>>({ status: "loading" });
  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    void call().match(
      (value) => live && setState({ status: "ok", value }),
      (error) => live && setState({ status: "error", code: error.code }),
    );
    return () => {
      live = false;
    };
    // `key` names the request; `call` is a new closure each render, so it is left out on purpose.
  }, [key]);
  return state;
}
