import { useTranslation } from "react-i18next";
import { Modal } from "@/components/modal";
import { LoginForm } from "./login-form";

/** The login modal (title "Log in"); `onDone(true)` after a login, `onDone(false)` when closed. */
export function LoginModal({ onDone }: Readonly<{ onDone: (loggedIn: boolean) => void }>) {
  const { t } = useTranslation("account");
  return (
    <Modal title={t("log_in")} onClose={() => onDone(false)} size="sm">
      <LoginForm onLoggedIn={() => onDone(true)} onNavigate={() => onDone(false)} />
    </Modal>
  );
}
