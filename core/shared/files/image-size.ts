/** The pixel size an image declares in its header. */
export type ImageSize = Readonly<{ width: number; height: number }>;

/** Largest side we accept; a real photo is far below it, a forged header often far above. */
export const MAX_IMAGE_SIDE = 30_000;

/** Whether a declared size is a picture's (1 to MAX_IMAGE_SIDE pixels each way). */
export const plausibleSize = (width: number, height: number): boolean =>
  width >= 1 && height >= 1 && width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE;
