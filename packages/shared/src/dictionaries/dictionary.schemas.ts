import { z } from 'zod';
import { envelopeOf } from '../common/envelope';
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
