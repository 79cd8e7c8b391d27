/**
 * Where the picked image sits in the square crop stage: its top-left corner (stage px) and its
 * scale (stage px per image px). The image always covers the whole stage, so the crop is square
 * and never contains empty space.
 */
export interface CropFrame {
  x: number;
  y: number;
  scale: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The smallest scale at which the image still covers the stage. */
export const coverScale = (image: ImageSize, stage: number) => stage / Math.min(image.width, image.height);

/** Keeps the image covering the stage after a move or a zoom. */
export function clampFrame(frame: CropFrame, image: ImageSize, stage: number): CropFrame {
  const scale = Math.max(frame.scale, coverScale(image, stage));
  return {
    scale,
    x: clamp(frame.x, stage - image.width * scale, 0),
    y: clamp(frame.y, stage - image.height * scale, 0),
  };
}

/** The image scaled to cover the stage, centred. */
export function initialFrame(image: ImageSize, stage: number): CropFrame {
  const scale = coverScale(image, stage);
  return { scale, x: (stage - image.width * scale) / 2, y: (stage - image.height * scale) / 2 };
}

/** Zooms to `zoom` times the cover scale around the stage's centre. */
export function zoomFrame(frame: CropFrame, zoom: number, image: ImageSize, stage: number): CropFrame {
  const scale = coverScale(image, stage) * zoom;
  const centre = stage / 2;
  const ratio = scale / frame.scale;
  const moved = { scale, x: centre - (centre - frame.x) * ratio, y: centre - (centre - frame.y) * ratio };
  return clampFrame(moved, image, stage);
}

/** The square of the image (in image px) the stage shows: what the output is drawn from. */
export function sourceSquare(frame: CropFrame, stage: number) {
  const from = (offset: number) => Math.max(0, -offset / frame.scale);
  return { sx: from(frame.x), sy: from(frame.y), size: stage / frame.scale };
}
