import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './database';

const onPostgres = Boolean(process.env.DTMM_TEST_DATABASE_URL);
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

// Found by the fault drills: a connection that died under a transaction crashed the whole process.
describe.skipIf(!onPostgres)('a PostgreSQL connection lost in the middle of a transaction', () => {
  it('fails that transaction only; the process and the pool carry on', async () => {
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    for (let i = 0; i < 12; i++) {
      const answer = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
      expect(answer.rows[0]).toEqual({ one: 1 });
    }
  });
});
