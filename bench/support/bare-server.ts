// The baseline of a read: a bare Fastify process answering one fixed body on /bare (and 200 on
// /api/health, so AppProcess can wait for it). Started by the load bench with the same node flags
// and event-loop probe as the app.
import fs from 'node:fs';
import Fastify from 'fastify';

// The bytes, not a string: a string would be encoded again for every answer, a lower ceiling than the bytes.
const body = fs.readFileSync(process.env.BENCH_BARE_BODY_FILE ?? '');
const bare = Fastify();
bare.get('/bare', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
bare.get('/api/health', async () => ({ ok: true }));
await bare.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void bare.close().then(() => process.exit(0)));
