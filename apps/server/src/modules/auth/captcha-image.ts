import { encodePng } from '../../lib/png';
import { GLYPHS, type Stroke } from './captcha-font';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

type Point = [number, number];
type Rgb = [number, number, number];

const W = CAPTCHA_WIDTH;
const H = CAPTCHA_HEIGHT;
const between = (min: number, max: number) => min + Math.random() * (max - min);
const darkColour = (): Rgb => [between(10, 110), between(10, 110), between(40, 140)];

/** A raster canvas of RGB floats with a coverage layer that strokes are drawn into first. */
class Canvas {
  readonly rgb = new Float32Array(W * H * 3);
  private readonly cover = new Float32Array(W * H);

  constructor(background: Rgb) {
    for (let i = 0; i < W * H; i++) {
      const shade = between(-12, 12);
      for (let c = 0; c < 3; c++) this.rgb[i * 3 + c] = (background[c] as number) + shade;
    }
  }

  /** Anti-aliased thick line into the coverage layer (max, so joints do not darken). */
  line([ax, ay]: Point, [bx, by]: Point, radius: number) {
    const dx = bx - ax;
    const dy = by - ay;
    const lengthSq = dx * dx + dy * dy || 1;
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - radius - 1));
    const x1 = Math.min(W - 1, Math.ceil(Math.max(ax, bx) + radius + 1));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by) - radius - 1));
    const y1 = Math.min(H - 1, Math.ceil(Math.max(ay, by) + radius + 1));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5 - ax;
        const py = y + 0.5 - ay;
        const t = Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSq));
        const ex = px - t * dx;
        const ey = py - t * dy;
        const distance = Math.sqrt(ex * ex + ey * ey);
        const coverage = Math.max(0, Math.min(1, radius + 0.5 - distance));
        const i = y * W + x;
        if (coverage > (this.cover[i] as number)) this.cover[i] = coverage;
      }
    }
  }

  polyline(points: Point[], radius: number) {
    for (let i = 1; i < points.length; i++) this.line(points[i - 1] as Point, points[i] as Point, radius);
  }

  /** Paints the coverage layer in one colour and clears it. */
  paint(colour: Rgb, opacity = 1) {
    for (let i = 0; i < W * H; i++) {
      const alpha = (this.cover[i] as number) * opacity;
      if (alpha === 0) continue;
      for (let c = 0; c < 3; c++) {
        const k = i * 3 + c;
        this.rgb[k] = (this.rgb[k] as number) * (1 - alpha) + (colour[c] as number) * alpha;
      }
      this.cover[i] = 0;
    }
  }

  png(): Buffer {
    return encodePng(W, H, new Uint8ClampedArray(this.rgb)); // clamps and rounds each channel
  }
}

/** A global wave applied to every point, so strokes bend instead of only rotating. */
function makeWarp(): (p: Point) => Point {
  const [ax, px, fx] = [between(1, 2), between(5, 8), between(0, 6.3)];
  const [ay, py, fy] = [between(2, 3.5), between(9, 15), between(0, 6.3)];
  return ([x, y]) => [x + ax * Math.sin(y / px + fx), y + ay * Math.sin(x / py + fy)];
}

/** Splits a polyline into ~2 px steps so the warp can bend it. */
function subdivide(points: Point[]): Point[] {
  const out: Point[] = [points[0] as Point];
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1] as Point;
    const [bx, by] = points[i] as Point;
    const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / 2));
    for (let s = 1; s <= steps; s++) out.push([ax + ((bx - ax) * s) / steps, ay + ((by - ay) * s) / steps]);
  }
  return out;
}

/** Places a glyph: scaled, sheared, rotated and jittered around its cell centre. */
function placeGlyph(strokes: readonly Stroke[], cx: number, cy: number, size: number): Point[][] {
  const scale = size * between(0.9, 1.1);
  const [angle, shear] = [between(-0.3, 0.3), between(-0.3, 0.3)];
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const [ox, oy] = [cx + between(-1.5, 1.5), cy + between(-3, 3)];
  return strokes.map((stroke) =>
    stroke.map(([gx, gy]): Point => {
      const y = (gy - 3) * scale;
      const x = (gx - 2) * scale * 0.85 + shear * y;
      return [ox + x * cos - y * sin, oy + x * sin + y * cos];
    }),
  );
}

function noiseCurve(): Point[] {
  const [y0, y1, bend] = [between(4, H - 4), between(4, H - 4), between(-14, 14)];
  return Array.from({ length: 25 }, (_, i): Point => {
    const t = i / 24;
    return [t * W, y0 + (y1 - y0) * t + bend * Math.sin(Math.PI * t)];
  });
}

/** Renders the answer as a distorted PNG with noise curves and speckles. */
export function renderCaptcha(text: string): Buffer {
  const canvas = new Canvas([between(225, 245), between(225, 245), between(225, 245)]);
  const warp = makeWarp();
  const cell = (W - 12) / text.length;
  const size = Math.min(H / 10, cell / 5.5);
  [...text].forEach((char, i) => {
    for (const stroke of placeGlyph(GLYPHS[char] ?? [], 6 + cell * (i + 0.5), H / 2, size)) {
      canvas.polyline(subdivide(stroke).map(warp), between(1.2, 1.6));
    }
    canvas.paint(darkColour());
  });
  for (let i = 0; i < 3; i++) {
    canvas.polyline(noiseCurve().map(warp), between(0.5, 0.9));
    canvas.paint(darkColour(), 0.85);
  }
  for (let i = 0; i < 60; i++) {
    const p: Point = [between(0, W), between(0, H)];
    canvas.line(p, [p[0] + between(-1, 1), p[1] + between(-1, 1)], 0.5);
  }
  canvas.paint(darkColour(), 0.6);
  return canvas.png();
}
