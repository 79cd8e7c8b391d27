import type { ContentForm } from '../content-fields';
import { ORDER_FIELD, richTextField, titleField } from './common-fields';

/** Operation guides: a tutorial video and its steps; the published ones feed the help menu. */
export const GUIDES_FORM: ContentForm = {
  kind: 'guides',
  title: 'title',
  fields: [
    titleField('标题', 50),
    ORDER_FIELD,
    { name: 'summary', label: '简介', input: 'textarea', max: 1000 },
    { name: 'videoFileId', label: '教程视频', input: 'file', purpose: 'video' },
    richTextField('操作步骤'),
  ],
};
