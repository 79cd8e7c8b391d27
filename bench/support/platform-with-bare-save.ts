// The platform exactly as main.ts starts it, plus POST /api/bench/bare-save: submitAnswer's one
// statement (the repository's saveAnswer) behind nothing but the platform's own request pipeline
// (rate limit, security headers, body parsing), with no token, record or validation; the statement itself checks the session it is given.
// The load bench compares submitAnswer with it: what the route's own checks cost.
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { type AnswerSave, saveAnswer } from '../../apps/server/src/modules/assessment/assessment.repository';

const config = loadConfig();
const app = await buildApp(config);
app.post('/api/bench/bare-save', async (request) => ({
  code: 0,
  data: { stored: (await saveAnswer(app.ctx.db, { ...(request.body as AnswerSave), now: new Date() })) !== null },
}));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ host: config.host, port: config.port });
