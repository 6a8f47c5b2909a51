import { useEffect, useState } from "react";
import { Spinner } from "@/components";

/** The dark modules of a QR code as one SVG path, one unit per module, `margin` modules of quiet zone. */
function modulesPath(isDark: (row: number, col: number) => boolean, count: number, margin: number): string {
  const parts: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) if (isDark(row, col)) parts.push(`M${col + margin} ${row + margin}h1v1h-1z`);
  }
  return parts.join("");
}

/**
 * A QR code of `value` drawn as SVG. The QR library loads with the first code shown (the 2FA
 * modal), so no page pays for it on its first load.
 */
export function QrCode({ value, label, loadingLabel, size = 200, margin = 4 }: Readonly<{ value: string; label: string; loadingLabel: string; size?: number; margin?: number }>) {
  const [drawn, setDrawn] = useState<{ path: string; units: number } | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode-generator").then(({ default: qrcode }) => {
      const qr = qrcode(0, "M");
      qr.addData(value);
      qr.make();
      const count = qr.getModuleCount();
      if (live) setDrawn({ path: modulesPath((r, c) => qr.isDark(r, c), count, margin), units: count + 2 * margin });
    });
    return () => void (live = false);
  }, [value, margin]);
  if (drawn === null) {
    return (
      <div className="qr-code qr-code-loading" style={{ width: size, height: size }} role="status">
        <Spinner />
        <span className="visually-hidden">{loadingLabel}</span>
      </div>
    );
  }
  return (
    <svg className="qr-code" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${drawn.units} ${drawn.units}`} shapeRendering="crispEdges">
      <rect width={drawn.units} height={drawn.units} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
