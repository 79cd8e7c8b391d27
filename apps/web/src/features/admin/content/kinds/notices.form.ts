import type { ContentForm } from '../content-fields';
import { ORDER_FIELD, publishTimeField, richTextField, titleField } from './common-fields';

/** Platform notices: the home page's notice bar. */
export const NOTICES_FORM: ContentForm = {
  kind: 'notices',
  title: 'title',
  fields: [
    titleField(),
    { name: 'source', label: '发布单位', input: 'text', max: 100 },
    publishTimeField(),
    ORDER_FIELD,
    richTextField(),
  ],
};
