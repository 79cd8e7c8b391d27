import { type CropFrame, sourceSquare } from './crop-geometry';

/** PNG stays PNG (it may be transparent); everything else becomes JPEG. */
const outputType = (type: string) => (type === 'image/png' ? 'image/png' : 'image/jpeg');

/** Draws the square the stage shows into a `size`×`size` canvas and answers it as a file of the same name. */
export function cropToFile(image: HTMLImageElement, frame: CropFrame, stage: number, size: number, source: File) {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('canvas 2d context unavailable'));
  const { sx, sy, size: side } = sourceSquare(frame, stage);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, sx, sy, side, side, 0, 0, size, size);
  const type = outputType(source.type);
  const name = type === 'image/png' ? source.name : source.name.replace(/\.\w+$/, '.jpg');
  return new Promise<File>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(new File([blob], name, { type })) : reject(new Error('crop failed'))),
      type,
      0.92,
    );
  });
}
