import {
  CONTENT_KINDS,
  type ContentKind,
  caseFields,
  courseFields,
  demandFields,
  guideFields,
  newsFields,
  noticeFields,
  patentFields,
  standardFields,
} from '@dtmm/shared';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bodyOf, emptyValues, groupFieldOf, valuesOf } from './content-fields';
import { CONTENT_FORMS, contentKindOf } from './content-kinds';

const SCHEMAS: Record<ContentKind, z.ZodObject> = {
  news: newsFields,
  standards: standardFields,
  cases: caseFields,
  courses: courseFields,
  guides: guideFields,
  notices: noticeFields,
  patents: patentFields,
  demands: demandFields,
};

describe.each(CONTENT_KINDS)('the %s form follows the shared schema', (kind) => {
  const form = CONTENT_FORMS[kind];
  const shape = SCHEMAS[kind].shape;

  it('has exactly its fields', () => {
    expect(form.fields.map((field) => field.name).sort()).toEqual(Object.keys(shape).sort());
    expect(form.fields.some((field) => field.name === form.title)).toBe(true);
  });

  it('has its limits and required fields', () => {
    for (const field of form.fields) {
      const schema = shape[field.name] as z.ZodType;
      if (field.input === 'text' || field.input === 'textarea') {
        expect(schema.safeParse('字'.repeat(field.max)).success, field.name).toBe(true);
        expect(schema.safeParse('字'.repeat(field.max + 1)).success, field.name).toBe(false);
      }
      if (field.input !== 'order') expect(!schema.safeParse('').success, field.name).toBe(Boolean(field.isRequired));
    }
  });

  it('sends a body the schema accepts once the required fields are set', () => {
    const filled = Object.fromEntries(
      form.fields.map((field) => {
        if (field.input === 'text') return [field.name, '测试'];
        if (field.input === 'select' && 'values' in field.choices) return [field.name, field.choices.values[0]];
        if (field.input === 'select' && field.isRequired) return [field.name, '现行'];
        return [field.name, undefined];
      }),
    );
    expect(SCHEMAS[kind].safeParse(bodyOf(form, filled)).error?.issues).toBeUndefined();
  });
});

describe('form values', () => {
  it('starts empty and not pinned, reads what the API answers', () => {
    const form = CONTENT_FORMS.notices;
    expect(emptyValues(form)).toEqual({ title: '', source: '', publishTime: '', orderNumber: 0, content: '' });
    expect(valuesOf(form, { title: '通知', orderNumber: 3, status: 'draft' })).toEqual({
      title: '通知',
      source: '',
      publishTime: '',
      orderNumber: 3,
      content: '',
    });
    expect(bodyOf(form, { title: '通知', source: null, orderNumber: null })).toEqual({
      title: '通知',
      source: '',
      publishTime: '',
      orderNumber: 0,
      content: '',
    });
  });

  it('knows each kind and its group', () => {
    expect(contentKindOf('news')).toBe('news');
    expect(contentKindOf('constructor')).toBeNull();
    expect(groupFieldOf(CONTENT_FORMS.news)?.label).toBe('类别');
    expect(groupFieldOf(CONTENT_FORMS.notices)).toBeUndefined();
  });
});
