import { Suspense, lazy, useState } from "react";
import { useLocation } from "react-router";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { pathTo } from "@/config/paths";
import { useSession } from "@/lib/session/use-session";
import { congratulations } from "@core/account/rewards";
import { clearedFlags, congratsKey } from "../model/congrats";

const CongratsModal = lazy(() => import("./congrats-modal").then((m) => ({ default: m.CongratsModal })));

/**
 * After login (spec 1 "Login"): when the profile holds rewards flagged for congratulations, the
 * modal shows their total; closing it clears the flags on the server (clearRewardFlags) and
 * reloads the profile. Not on ConfirmEmail, where the user is busy confirming: the modal waits
 * until they leave it. Rendered with the avatar menu, so only for logged-in users.
 */
export function RewardCongrats() {
  const { profile, refreshProfile } = useSession();
  const account = useService(TOKENS.ProfileApi);
  const { pathname } = useLocation();
  // The showing closed in this page's life: hidden at once, whatever the server answers.
  const [closed, setClosed] = useState<string | null>(null);
  const congrats = profile ? congratulations(profile.rewards) : null;
  if (profile === null || congrats === null || pathname === pathTo("ConfirmEmail")) return null;
  const key = congratsKey(profile.id, profile.rewards);
  if (closed === key) return null;

  const close = () => {
    setClosed(key);
    void account.clearRewardFlags(clearedFlags(profile.rewards)).then(() => refreshProfile());
  };
  return (
    <Suspense fallback={null}>
      <CongratsModal congrats={congrats} onClose={close} />
    </Suspense>
  );
}
