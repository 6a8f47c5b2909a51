/** The networks the referral page shares the invite link to (spec 3, Referral Program screen). */
export type ShareNetwork = "facebook" | "twitter" | "linkedin";

/** The share networks in the order the page shows them. */
export const SHARE_NETWORKS: readonly ShareNetwork[] = ["facebook", "twitter", "linkedin"];

/**
 * The network's share address for `link`: each opens its own share dialog with the link
 * (X/Twitter's also with `text`, a short invitation in the user's language).
 * @example shareUrl("facebook", "https://app.example/register?ref=ABCD2345")
 */
export function shareUrl(network: ShareNetwork, link: string, text = ""): string {
  switch (network) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: link }).toString()}`;
    case "twitter":
      return `https://twitter.com/intent/tweet?${new URLSearchParams(text ? { url: link, text } : { url: link }).toString()}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url: link }).toString()}`;
  }
}

/** What the device is told about saving the QR image: iOS and other touch devices save by pressing and holding it. */
export type SaveHint = "ios" | "mobile" | null;

/** The hint for a device, from its user agent, touch points and whether the mobile layout applies. */
export function saveHint(device: Readonly<{ userAgent: string; maxTouchPoints: number; mobileLayout: boolean }>): SaveHint {
  // iPadOS reports itself as a Mac; only its touch screen tells it apart.
  const ios = /iPad|iPhone|iPod/.test(device.userAgent) || (/Macintosh/.test(device.userAgent) && device.maxTouchPoints > 1);
  if (ios) return "ios";
  return /Android|Mobile/i.test(device.userAgent) || (device.mobileLayout && device.maxTouchPoints > 0) ? "mobile" : null;
}

/** "DD-MM-YYYY" in the device's time zone, the product's date format. */
export function formatDay(epochMs: number): string {
  const d = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
}
