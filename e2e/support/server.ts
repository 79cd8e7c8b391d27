import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';

export interface RunningPlatform {
  app: FastifyInstance;
  baseUrl: string;
  stop(): Promise<void>;
}

const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

/**
 * The whole platform as a newcomer runs it: embedded database, demo data, built web app.
 * `env` adds or overrides settings (e.g. `DTMM_SMS_FIXED_CODE`, `DTMM_CAPTCHA: 'off'` for journeys
 * that register and log in); they are also visible in `process.env` while the platform runs, for
 * modules that read the environment directly.
 */
export async function startPlatform(env: Record<string, string> = {}): Promise<RunningPlatform> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DTMM_WEB_DIST: WEB_DIST,
    ...env,
  });
  const previousEnv = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  const restoreEnv = () => {
    for (const [key, value] of Object.entries(previousEnv)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  const app = await buildApp(config).catch((error: unknown) => {
    restoreEnv();
    throw error;
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    baseUrl: address,
    async stop() {
      await app.close();
      restoreEnv();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
