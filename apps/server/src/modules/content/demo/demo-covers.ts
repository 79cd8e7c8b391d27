import { blend, Picture, SHADES, textWidth } from '../../demo/demo-images';
import type { DemoCover } from './demo-content.types';

/**
 * Covers of the demo cases and courses, drawn at seed time like the company logos (no font at run
 * time): diagonal bands of the hue, two translucent circles, the text large in white and a small
 * 演示 mark. Every character must be in the glyph atlas: scripts/build-demo-glyphs.ts collects them.
 */
export const COVER_MARK = '演示';

const WIDTH = 640;
const HEIGHT = 360;
/** Steps of the gradient: few enough to deflate well, many enough to read as a gradient. */
const BANDS = 12;
const WHITE = [255, 255, 255];

/** The dark and light end of each hue's gradient. */
const HUES: Record<DemoCover['hue'], [number[], number[]]> = {
  blue: [
    [16, 48, 128],
    [44, 112, 228],
  ],
  green: [
    [14, 86, 58],
    [52, 160, 100],
  ],
  orange: [
    [164, 66, 8],
    [240, 146, 46],
  ],
  purple: [
    [62, 36, 140],
    [136, 92, 222],
  ],
  teal: [
    [0, 84, 92],
    [24, 152, 152],
  ],
  red: [
    [140, 22, 34],
    [222, 72, 70],
  ],
};

/**
 * Palette: the bands, the same bands lightened (inside the circles), white text shaded from the
 * middle band, and the mark's dark text shaded from white.
 */
const SHAPES = BANDS;
const TEXT = 2 * BANDS;
const MARK = TEXT + SHADES;

function palette([dark, light]: [number[], number[]]) {
  const bands = Array.from({ length: BANDS }, (_, i) =>
    dark.map((c, k) => Math.round(c + (((light[k] ?? 0) - c) * i) / (BANDS - 1))),
  );
  const lighter = bands.map((band) => band.map((c) => Math.round(c + (255 - c) * 0.12)));
  const middle = bands[BANDS >> 1] ?? dark;
  return [...bands, ...lighter, ...blend(middle, WHITE), ...blend(WHITE, dark)];
}

/** Where the circles sit: the cover's index picks one of these so neighbouring covers differ. */
const LAYOUTS = [
  {
    flip: false,
    circles: [
      [560, 40, 190],
      [40, 380, 130],
    ],
  },
  {
    flip: true,
    circles: [
      [80, 20, 170],
      [620, 340, 150],
    ],
  },
  {
    flip: false,
    circles: [
      [600, 300, 200],
      [120, -40, 110],
    ],
  },
  {
    flip: true,
    circles: [
      [20, 300, 180],
      [520, -20, 140],
    ],
  },
] as const;

/** Diagonal bands from dark to light, to the bottom right or (flipped) to the top right. */
function drawBands(picture: Picture, flip: boolean) {
  const span = WIDTH + HEIGHT;
  for (let y = 0; y < HEIGHT; y++) {
    const row = y * WIDTH;
    const dy = flip ? HEIGHT - 1 - y : y;
    for (let x = 0; x < WIDTH; x++) picture.pixels[row + x] = Math.floor(((x + dy) * BANDS) / span);
  }
}

/** Lightens the bands inside a circle, as if a translucent disc lay on them. */
function drawCircle(picture: Picture, cx: number, cy: number, radius: number) {
  for (let y = Math.max(0, cy - radius); y < Math.min(HEIGHT, cy + radius); y++) {
    const half = Math.floor(Math.sqrt(radius * radius - (y - cy) * (y - cy)));
    const row = y * WIDTH;
    for (let x = Math.max(0, cx - half); x < Math.min(WIDTH, cx + half); x++) {
      const pixel = picture.pixels[row + x] ?? 0;
      if (pixel < SHAPES) picture.pixels[row + x] = pixel + SHAPES;
    }
  }
}

/** Up to five characters on one line, more split in two with the longer line first. */
function lines(text: string) {
  const chars = [...text];
  if (chars.length <= 5) return [text];
  const cut = Math.ceil(chars.length / 2);
  return [chars.slice(0, cut).join(''), chars.slice(cut).join('')];
}

/** The text centred, as large as fits 540 px, with a short rule under it. */
function drawText(picture: Picture, text: string) {
  const rows = lines(text);
  const size = Math.min(104, ...rows.map((row) => Math.floor((540 * 104) / textWidth(row, 104))));
  const gap = Math.round(size * 0.18);
  const block = rows.length * size + (rows.length - 1) * gap;
  const top = Math.round((HEIGHT - block) / 2) - 8;
  rows.forEach((row, i) => {
    picture.text(row, Math.round((WIDTH - textWidth(row, size)) / 2), top + i * (size + gap), size, TEXT);
  });
  picture.fill((WIDTH - 56) / 2, top + block + 22, 56, 5, TEXT + SHADES - 3, 2);
}

/** A white pill in the top right corner saying 演示. */
function drawMark(picture: Picture) {
  const size = 20;
  const width = textWidth(COVER_MARK, size) + 24;
  const left = WIDTH - width - 18;
  picture.fill(left, 18, width, 32, TEXT + SHADES - 1, 16);
  picture.text(COVER_MARK, left + 12, 24, size, MARK);
}

/** A 640 × 360 cover: `index` (the item's place in its list) varies the layout between covers. */
export function drawCover(cover: DemoCover, index = 0): Buffer {
  const layout = LAYOUTS[index % LAYOUTS.length] ?? LAYOUTS[0];
  const picture = new Picture(WIDTH, HEIGHT, palette(HUES[cover.hue]));
  drawBands(picture, layout.flip);
  for (const [cx, cy, radius] of layout.circles) drawCircle(picture, cx, cy, radius);
  drawText(picture, cover.text);
  drawMark(picture);
  return picture.png();
}
