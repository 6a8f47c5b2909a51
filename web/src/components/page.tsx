import type { ReactNode } from "react";

/** The frame of a content page: one h1 and the page's sections. */
export function Page({ title, children, wide = false }: Readonly<{ title: string; children?: ReactNode; wide?: boolean }>) {
  return (
    <div className={`page${wide ? " page-wide" : ""}`}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
