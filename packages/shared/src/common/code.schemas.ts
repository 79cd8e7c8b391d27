import { z } from 'zod';

/**
 * A code the spec writes as text ('0', '1', '2': answerType, assessmentType, status…). Other clients
 * send the number for it, so 2 and '2' are one value; either way the schema answers the text, and
 * anything else gets `message`. Only codes made of digits have a number.
 */
export function codeOf<const V extends readonly [string, ...string[]]>(codes: V, message: string) {
  const numbers = codes.map(Number) as [number, ...number[]];
  return z.union([z.enum(codes), z.literal(numbers).transform((n) => String(n) as V[number])], { error: message });
}
