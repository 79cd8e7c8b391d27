import { z } from 'zod';
import { envelopeOf } from '../common/envelope.schemas';
import { rowIdParams } from '../common/id.schemas';
import { messages } from '../common/messages';

/** Every dictionary code the portal and the assessment side look up (portal.md 7.5, assessment.md 7). */
export const DICTIONARY_CODES = [
  'service.serviceTarget',
  'company.service.type',
  'company.service.category',
  'company.scale',
  'company.income',
  'company.type',
  'company.industry',
  'report.evaluationType',
  'report.ratingLevel',
  'service.type',
  'service.serviceArea',
  'service.status',
  'operation.guide',
  'dtmm.assessment.type',
  'dtmm.standard.type',
  'dtmm.standard.status',
  'dtmm.standard.nature',
  'dtmm.news.category',
] as const;
export type DictionaryCode = (typeof DICTIONARY_CODES)[number];

export const dictionaryItem = z.object({ label: z.string(), value: z.string() });
export type DictionaryItem = z.infer<typeof dictionaryItem>;

export const dictionaryQuery = z.object({
  code: z
    .string({ error: messages.dictionary.codeRequired })
    .trim()
    .min(1, { error: messages.dictionary.codeRequired })
    .max(100),
});

/** `data.data` holds the items (portal.md 7.5). */
export const dictionaryAnswer = envelopeOf(z.object({ code: z.string(), data: z.array(dictionaryItem) }));

/**
 * GET /cms/expertapi/getDictValuesByType?code=: the same items in the older lookup's names
 * (portal.md 7.5): `dict_key` is the value, `dict_value` the label.
 */
export const dictValuesAnswer = envelopeOf(z.array(z.object({ dict_key: z.string(), dict_value: z.string() })));

/** Dictionaries answered from other data rather than edited as items (the guides CMS keeps operation.guide). */
export const COMPUTED_DICTIONARY_CODES: readonly DictionaryCode[] = ['operation.guide'];

export const dictionaryAdminMessages = {
  unknownCode: '字典编码不存在',
  computed: '操作指南的条目由「操作指南」管理维护',
  labelRequired: '请输入字典标签',
  valueRequired: '请输入字典值',
  duplicateValue: '该字典中已有相同的字典值',
  notFound: '字典项不存在',
  created: '字典项已添加',
  updated: '字典项已保存',
  deleted: '字典项已删除',
} as const;

const dictionaryCodeField = z.enum(DICTIONARY_CODES, { error: dictionaryAdminMessages.unknownCode });

/** GET /api/admin/dictionaries?code=: every item of the code, disabled ones too. */
export const adminDictionaryQuery = z.object({ code: dictionaryCodeField });
export const adminDictionaryItem = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  value: z.string(),
  sortOrder: z.number().int(),
  isEnabled: z.boolean(),
});
export type AdminDictionaryItem = z.infer<typeof adminDictionaryItem>;
export const adminDictionaryListAnswer = envelopeOf(z.array(adminDictionaryItem));

/** The body of PUT /api/admin/dictionaries/{id}. */
export const dictionaryItemFields = z.object({
  label: z
    .string({ error: dictionaryAdminMessages.labelRequired })
    .trim()
    .min(1, { error: dictionaryAdminMessages.labelRequired })
    .max(100),
  value: z
    .string({ error: dictionaryAdminMessages.valueRequired })
    .trim()
    .min(1, { error: dictionaryAdminMessages.valueRequired })
    .max(100),
  sortOrder: z.coerce.number().int().min(0).max(9999).default(0),
  isEnabled: z.boolean().default(true),
});
/** The body of POST /api/admin/dictionaries. */
export const newDictionaryItem = dictionaryItemFields.extend({ code: dictionaryCodeField });
export const dictionaryItemIdParams = rowIdParams;
