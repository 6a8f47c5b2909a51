import { useEffect } from "react";
import { Navigate } from "react-router";

/** Spec 1 section 2: /medium, /facebook... open the product's page in a new tab and return to Exchange. */
export function SocialRedirect({ url }: Readonly<{ url: string }>) {
  useEffect(() => {
    window.open(url, "_blank", "noopener,noreferrer");
  }, [url]);
  return <Navigate to="/" replace />;
}
