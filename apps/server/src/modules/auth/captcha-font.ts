/**
 * A stroke font for the captcha: each glyph is a few polylines on a 4 × 6 grid (y down), written
 * as 'x,y x,y …'. Only characters that cannot be mistaken for one another are drawn: no 0/O/D/Q,
 * 1/I/L, 2/Z, 5/S, 6/G/b, 8/B, 9/g/q, U/V; the answer is compared case-insensitively.
 */
export type Stroke = readonly (readonly [number, number])[];

const P_BOWL = '0,6 0,0 3,0 4,0.8 4,2.2 3,3 0,3';

const SOURCE: Record<string, string[]> = {
  A: ['0,6 2,0 4,6', '0.8,3.9 3.2,3.9'],
  C: ['4,1 3,0 1,0 0,1.5 0,4.5 1,6 3,6 4,5'],
  E: ['4,0 0,0 0,6 4,6', '0,3 3,3'],
  F: ['4,0 0,0 0,6', '0,3 3,3'],
  H: ['0,0 0,6', '4,0 4,6', '0,3 4,3'],
  J: ['1,0 4,0', '3,0 3,4.6 2,6 1,6 0,4.8'],
  K: ['0,0 0,6', '4,0 0,3.6', '1.3,2.5 4,6'],
  M: ['0,6 0,0 2,3.6 4,0 4,6'],
  N: ['0,6 0,0 4,6 4,0'],
  P: [P_BOWL],
  R: [P_BOWL, '2,3 4,6'],
  T: ['0,0 4,0', '2,0 2,6'],
  W: ['0,0 1,6 2,2.4 3,6 4,0'],
  X: ['0,0 4,6', '4,0 0,6'],
  Y: ['0,0 2,3 4,0', '2,3 2,6'],
  '3': ['0,0.8 1,0 3,0 4,0.8 4,2.2 3,3 1.5,3', '3,3 4,3.8 4,5.2 3,6 1,6 0,5.2'],
  '4': ['3,6 3,0 0,4 4,4'],
  '7': ['0,0 4,0 1.5,6'],
};

const parse = (stroke: string): Stroke =>
  stroke.split(' ').map((point) => {
    const [x, y] = point.split(',').map(Number);
    return [x ?? 0, y ?? 0] as const;
  });

export const GLYPHS: Record<string, readonly Stroke[]> = Object.fromEntries(
  Object.entries(SOURCE).map(([char, strokes]) => [char, strokes.map(parse)]),
);

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
