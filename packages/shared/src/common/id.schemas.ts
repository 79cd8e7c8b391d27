import { z } from 'zod';

/** What an id that is not a positive whole number answers (zod's own text names its types). */
export const BAD_ID_MESSAGE = '编号不正确';

/** A row id from a path or query: a positive whole number, text or number, within JavaScript's safe range. */
export const rowId = (message: string = BAD_ID_MESSAGE) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(Number.MAX_SAFE_INTEGER, { error: message });

/** `/…/{id}` of a route whose id is a row id. */
export const rowIdParams = z.object({ id: rowId() });
