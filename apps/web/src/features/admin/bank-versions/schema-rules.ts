import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * A form rule that asks the contract's schema, so the form refuses what the server would refuse and
 * says so in the contract's words; limits are never typed twice. A cleared number (null) is left to
 * the field's required rule, which says what is missing.
 */
export const schemaRule = (schema: z.ZodType): FormRule => ({
  validator: async (_, value: unknown) => {
    if (value === null || value === undefined) return;
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
});

/** The most characters a string schema takes (for an input's maxLength and counter). */
export const maxLengthOf = (schema: z.ZodString): number | undefined => schema.maxLength ?? undefined;

/**
 * The bounds a number schema takes (for an InputNumber's min and max); a number with a default (a
 * parameter older versions lack, e.g. indicatorFloor) has its inner number's.
 */
export function boundsOf(schema: z.ZodNumber | z.ZodDefault<z.ZodNumber>) {
  const number = 'unwrap' in schema ? schema.unwrap() : schema;
  return { min: number.minValue ?? undefined, max: number.maxValue ?? undefined };
}
