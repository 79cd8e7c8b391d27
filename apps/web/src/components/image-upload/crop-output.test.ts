import { afterEach, describe, expect, it, vi } from 'vitest';
import { cropToFile } from './crop-output';

afterEach(() => vi.restoreAllMocks());

/** jsdom has no canvas: record what would be drawn and hand back a blob of the asked type. */
function fakeCanvas() {
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done, type) {
    expect([this.width, this.height]).toEqual([100, 100]);
    done(new Blob(['png'], { type }));
  });
  return drawImage;
}

describe('cropToFile (portal.md 5.9: crop output 100x100)', () => {
  it('draws the square the stage shows into exactly 100x100', async () => {
    const drawImage = fakeCanvas();
    const image = document.createElement('img');
    const source = new File(['x'], 'logo.png', { type: 'image/png' });
    const cropped = await cropToFile(image, { x: -50, y: 0, scale: 0.5 }, 200, 100, source);
    expect(drawImage).toHaveBeenCalledWith(image, 100, 0, 400, 400, 0, 0, 100, 100);
    expect(cropped).toMatchObject({ name: 'logo.png', type: 'image/png' });
  });

  it('answers JPEG for anything but PNG', async () => {
    fakeCanvas();
    const source = new File(['x'], 'photo.jpeg', { type: 'image/jpeg' });
    const cropped = await cropToFile(document.createElement('img'), { x: 0, y: 0, scale: 1 }, 100, 100, source);
    expect(cropped).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg' });
  });
});
