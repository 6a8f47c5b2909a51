import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { isRouteName, pathTo } from "@/config/paths";
import { LoginForm } from "../components/login-form";

/** Login page: the login form; afterwards to the route named by `?next=`, else Exchange. */
export default function LoginPage() {
  const { t } = useTranslation("account");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = params.get("next");
  return (
    <div className="page page-narrow">
      <h1>{t("log_in")}</h1>
      <LoginForm onLoggedIn={() => navigate(isRouteName(next) ? pathTo(next) : pathTo("Exchange"), { replace: true })} />
    </div>
  );
}
