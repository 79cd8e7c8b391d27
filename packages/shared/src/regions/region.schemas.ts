import { z } from 'zod';
import { envelopeOf } from '../common/envelope.schemas';

/** A province, city or district (GB/T 2260 codes), with its children for the cascader. */
export interface RegionNode {
  code: string;
  name: string;
  children?: RegionNode[];
}
export const regionNode: z.ZodType<RegionNode> = z
  .lazy(
    () => z.object({ code: z.string(), name: z.string(), children: z.array(regionNode).optional() }),
    // A named component: the OpenAPI document refers to it from inside itself.
  )
  .meta({ id: 'RegionNode' });
export const regionTreeAnswer = envelopeOf(z.array(regionNode));
export const regionChildrenAnswer = envelopeOf(z.array(z.object({ code: z.string(), name: z.string() })));
export const regionCodeParam = z.object({ code: z.string().regex(/^\d{2,6}$/, { error: '行政区划代码格式不正确' }) });
