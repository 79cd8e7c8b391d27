// The baseline of submitAnswer: a bare Fastify process whose POST /bare-save runs the same single
// statement (the repository's saveAnswer) on the same database and pool size, with nothing around it:
// no token, no record read, no validation (the statement itself checks the session it is given). /api/health answers 200 so AppProcess can
// wait for it. Started by the load bench with the same node flags and event-loop probe as the app.
import Fastify from 'fastify';
import { openDatabase } from '../../apps/server/src/db/database';
import { type AnswerSave, saveAnswer } from '../../apps/server/src/modules/assessment/assessment.repository';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, embeddedDir: 'memory://' });
const bare = Fastify();
bare.post<{ Body: AnswerSave }>('/bare-save', async (request) => ({
  code: 0,
  data: { stored: (await saveAnswer(database.db, { ...request.body, now: new Date() })) !== null },
}));
bare.get('/api/health', async () => ({ ok: true }));
await bare.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void bare.close().then(() => database.close().then(() => process.exit(0))));
