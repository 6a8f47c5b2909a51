import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { isRouteName, pathTo, sectionHash } from "@/config/paths";
import { LoginForm } from "../components/login-form";

/** Login page: the login form; afterwards to the route named by `?next=` (with the section hash it came with), else Exchange. */
export default function LoginPage() {
  const { t } = useTranslation("account");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const next = params.get("next");
  return (
    <div className="page page-narrow">
      <h1>{t("log_in")}</h1>
      <LoginForm onLoggedIn={() => navigate(isRouteName(next) ? pathTo(next, undefined, sectionHash(hash)) : pathTo("Exchange"), { replace: true })} />
    </div>
  );
}
