import { KNOWLEDGE_CATEGORIES, NEWS_ATTACHMENTS_MAX } from '@dtmm/shared';
import type { ContentForm } from '../content-fields';
import { ORDER_FIELD, publishTimeField, richTextField, titleField } from './common-fields';

/** News (portal.md 3 News): also the knowledge centre's 政策解读 and 知识资料 tabs. */
export const NEWS_FORM: ContentForm = {
  kind: 'news',
  title: 'title',
  group: 'category',
  fields: [
    titleField(),
    {
      name: 'category',
      label: '类别',
      input: 'select',
      isRequired: true,
      choices: { dictionary: 'dtmm.news.category', extra: KNOWLEDGE_CATEGORIES },
    },
    publishTimeField(),
    { name: 'source', label: '来源', input: 'text', max: 100 },
    { name: 'author', label: '作者', input: 'text', max: 50 },
    ORDER_FIELD,
    { name: 'summary', label: '摘要', input: 'textarea', max: 1000 },
    richTextField(),
    { name: 'fdAddOn1', label: 'PDF 正文', input: 'file', purpose: 'document', help: '在详情页中展示的 PDF' },
    { name: 'fdAddOn2', label: '附件', input: 'files', purpose: 'document', max: NEWS_ATTACHMENTS_MAX },
  ],
};
