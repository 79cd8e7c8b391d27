import { z } from 'zod';
import { envelopeOf } from '../common/envelope.schemas';
import { contentAdminMeta, contentText, contentTitle, optionalFileId, orderNumber, richText } from './content.schemas';

/**
 * An operation guide: a tutorial video with its steps. The dictionary operation.guide is answered
 * from the published guides (label: title, value: id), so the floating help menu lists them.
 */
export const guideDetail = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The video file id (mp4 or webm); empty when the guide has only its steps. */
  videoFileId: z.string(),
  content: z.string(),
  publishTime: z.string(),
});
export type GuideDetail = z.infer<typeof guideDetail>;
export const guideDetailAnswer = envelopeOf(guideDetail);

export const guideFields = z.object({
  title: contentTitle(50),
  summary: contentText('简介', 1000),
  videoFileId: optionalFileId,
  content: richText,
  orderNumber,
});
export type GuideFields = z.infer<typeof guideFields>;
export const adminGuideAnswer = envelopeOf(guideDetail.extend(contentAdminMeta.shape));
