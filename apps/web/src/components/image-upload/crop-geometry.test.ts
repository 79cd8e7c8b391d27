import { describe, expect, it } from 'vitest';
import { clampFrame, initialFrame, sourceSquare, zoomFrame } from './crop-geometry';

const wide = { width: 400, height: 200 };
const STAGE = 200;

describe('crop geometry', () => {
  it('starts with the image covering the stage, centred', () => {
    expect(initialFrame(wide, STAGE)).toEqual({ scale: 1, x: -100, y: 0 });
    expect(sourceSquare(initialFrame(wide, STAGE), STAGE)).toEqual({ sx: 100, sy: 0, size: 200 });
  });

  it('never lets the image leave part of the stage empty', () => {
    expect(clampFrame({ scale: 1, x: 50, y: -30 }, wide, STAGE)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(clampFrame({ scale: 1, x: -500, y: 0 }, wide, STAGE)).toEqual({ scale: 1, x: -200, y: 0 });
    expect(clampFrame({ scale: 0.2, x: 0, y: 0 }, wide, STAGE).scale).toBe(1);
  });

  it('zooms around the centre, so the square shrinks around the same point', () => {
    const zoomed = zoomFrame(initialFrame(wide, STAGE), 2, wide, STAGE);
    expect(zoomed).toEqual({ scale: 2, x: -300, y: -100 });
    expect(sourceSquare(zoomed, STAGE)).toEqual({ sx: 150, sy: 50, size: 100 });
  });
});
