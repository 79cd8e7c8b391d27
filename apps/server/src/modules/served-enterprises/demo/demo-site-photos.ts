import { blend, Picture, SHADES, textWidth } from '../../demo/demo-images';

/**
 * Site photos for the demo's completed 551 service, drawn at seed time like the demo logos and
 * licences (demo/demo-images.ts): a flat picture of where the provider worked, marked 样例 and
 * captioned with characters the glyph atlas has. No camera, so no location metadata to strip.
 */

export type SiteScene = 'workshop' | 'controlRoom';
export const SITE_PHOTO_CAPTION = '演示数据，非真实';

const WIDTH = 800;
const HEIGHT = 600;
const WALL = [226, 232, 240];
const FLOOR = [148, 163, 184];
const STEEL = [71, 85, 105];
const BLUE = [22, 93, 255];
const AMBER = [245, 158, 11];
const SCREEN = [15, 23, 42];
const GLOW = [56, 189, 248];
const WHITE = [255, 255, 255];
const INK = [30, 41, 59];
/** Palette indexes of the flat colours; text shades follow them. */
const [wall, floor, steel, blue, amber, screen, glow, white] = [0, 1, 2, 3, 4, 5, 6, 7];
const INK_SHADES = 8;
const MARK_SHADES = INK_SHADES + SHADES;

/** A line of machines on a conveyor, with safety stripes along the floor. */
function workshop(p: Picture) {
  p.fill(0, 400, WIDTH, 200, floor);
  for (let x = 0; x < WIDTH; x += 80) p.fill(x, 392, 40, 8, amber);
  p.fill(60, 330, 680, 24, steel, 6);
  [90, 300, 510].forEach((x, i) => {
    p.fill(x, 170 + i * 10, 170, 160 - i * 10, i === 1 ? blue : steel, 14);
    p.fill(x + 24, 200 + i * 10, 60, 40, glow, 6);
  });
}

/** A monitoring wall of screens above a desk. */
function controlRoom(p: Picture) {
  p.fill(0, 440, WIDTH, 160, floor);
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 4; col++) {
      p.fill(70 + col * 170, 80 + row * 130, 150, 110, screen, 8);
      p.fill(86 + col * 170, 150 + row * 130 - ((col * 17 + row * 29) % 50), 24, 30, glow);
      p.fill(120 + col * 170, 120 + row * 130, 50, 8, white);
    }
  }
  p.fill(60, 360, 680, 80, steel, 10);
}

/** An 800 × 600 PNG of the scene with a large 样例 across it and the caption along the bottom. */
export function drawSitePhoto(scene: SiteScene, title: string): Buffer {
  const palette = [WALL, FLOOR, STEEL, BLUE, AMBER, SCREEN, GLOW, WHITE, ...blend(WALL, INK), ...blend(WALL, WHITE)];
  const picture = new Picture(WIDTH, HEIGHT, palette);
  picture.fill(0, 0, WIDTH, HEIGHT, wall);
  (scene === 'workshop' ? workshop : controlRoom)(picture);
  picture.text('样例', (WIDTH - textWidth('样例', 200)) / 2, 180, 200, MARK_SHADES);
  picture.fill(0, 520, WIDTH, 80, white);
  picture.text(title, 32, 536, 28, INK_SHADES);
  picture.text(SITE_PHOTO_CAPTION, WIDTH - 32 - textWidth(SITE_PHOTO_CAPTION, 22), 542, 22, INK_SHADES);
  return picture.png();
}
