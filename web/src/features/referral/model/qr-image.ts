/** Spec 3: the referral QR code is 200 px square with a 10 px margin. */
export const QR_SIZE = 200;
export const QR_MARGIN = 10;

/**
 * The QR code of `text` as a PNG data URL, QR_SIZE square with at least QR_MARGIN of white
 * around it (whole pixels per module, centred, so it stays sharp). qrcode-generator is loaded
 * here, on first use, so only the page that draws a code downloads it.
 */
export async function qrPngDataUrl(text: string): Promise<string> {
  const { default: qrcode } = await import("qrcode-generator");
  const qr = qrcode(0, "M"); // 0: the smallest version that holds the text
  qr.addData(text);
  qr.make();
  const modules = qr.getModuleCount();
  const cell = Math.max(1, Math.floor((QR_SIZE - 2 * QR_MARGIN) / modules));
  const offset = Math.floor((QR_SIZE - cell * modules) / 2);
  const canvas = document.createElement("canvas");
  canvas.width = QR_SIZE;
  canvas.height = QR_SIZE;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d canvas");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, QR_SIZE, QR_SIZE);
  context.fillStyle = "#000000";
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules; col += 1) {
      if (qr.isDark(row, col)) context.fillRect(offset + col * cell, offset + row * cell, cell, cell);
    }
  }
  return canvas.toDataURL("image/png");
}
