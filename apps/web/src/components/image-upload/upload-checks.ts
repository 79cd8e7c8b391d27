import { FILE_PURPOSES, type FilePurpose } from '@dtmm/shared';

/** The image extensions and types an image upload offers (portal.md 5.9: jpg, jpeg, png). */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png';
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];
const IMAGE_TYPES = ['image/jpeg', 'image/png'];

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/**
 * Why a picked file may not be sent, in the purpose's own words (5.9), or null. Checked before
 * sending so a person does not wait for a 2 MB upload the server would refuse.
 */
export function imageRefusal(file: Pick<File, 'name' | 'type' | 'size'>, purpose: FilePurpose): string | null {
  const rule = FILE_PURPOSES[purpose];
  const isImage = IMAGE_EXTENSIONS.includes(extensionOf(file.name)) && (!file.type || IMAGE_TYPES.includes(file.type));
  if (!isImage) return rule.formatMessage(file.name);
  if (file.size > rule.maxBytes) return rule.sizeMessage(file.name);
  return null;
}

/** The extensions of a purpose's file types (jpg also as jpeg), for the file input's `accept`. */
export const acceptOf = (purpose: FilePurpose): string =>
  FILE_PURPOSES[purpose].types.flatMap((type) => (type === 'jpg' ? ['.jpg', '.jpeg'] : [`.${type}`])).join(',');

/** Why a picked file of any purpose (PDF, video, image) may not be sent, judged by its name and size; or null. */
export function fileRefusal(file: Pick<File, 'name' | 'size'>, purpose: FilePurpose): string | null {
  const rule = FILE_PURPOSES[purpose];
  if (
    !acceptOf(purpose)
      .split(',')
      .includes(`.${extensionOf(file.name)}`)
  )
    return rule.formatMessage(file.name);
  if (file.size > rule.maxBytes) return rule.sizeMessage(file.name);
  return null;
}

/** The form value is the comma-joined file ids (portal.md 3: solutionImage, certificationDocuments). */
export const splitIds = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

export const joinIds = (ids: readonly string[]): string => ids.join(',');
