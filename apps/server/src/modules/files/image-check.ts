import fs from 'node:fs/promises';
import type { FilePurposeRule } from '@dtmm/shared';
import { AppError } from '../../plugins/errors';
import { hasEmbeddedMarkup } from './file-type-detect';
import { cleanJpeg } from './jpeg-metadata';
import { cleanPng } from './png-metadata';
import { restage, type StagedBytes } from './upload-stage';

/**
 * The most pixels an image may declare. Decoders allocate about 4 bytes per pixel before they
 * draw anything, so a few kilobytes can declare gigabytes (100000 x 100000 is 40 GB): a
 * decompression bomb for every browser that shows it. 100 MP (about 400 MB decoded) is above
 * every phone photo that fits the 5 MB limit.
 */
export const MAX_IMAGE_PIXELS = 100_000_000;

export const isDrawableSize = (width: number, height: number) =>
  width > 0 && height > 0 && width * height <= MAX_IMAGE_PIXELS;

/**
 * Refuses image/markup polyglots, images that declare more than MAX_IMAGE_PIXELS, and malformed
 * ones; keeps the picture without its metadata (Exif/GPS, XMP, text, trailing data). The image is
 * never decoded: only its headers are read.
 */
export async function checkImage(staged: StagedBytes, type: 'jpg' | 'png', rule: FilePurposeRule, name: string) {
  const bytes = await fs.readFile(staged.tempPath);
  if (hasEmbeddedMarkup(bytes)) throw AppError.badRequest(rule.formatMessage(name));
  const image = type === 'png' ? cleanPng(bytes) : cleanJpeg(bytes);
  if (!image || !isDrawableSize(image.width, image.height)) throw AppError.badRequest(rule.formatMessage(name));
  return image.bytes === bytes ? staged : restage(staged, image.bytes);
}
