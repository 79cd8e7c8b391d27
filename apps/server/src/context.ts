import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { AccessTokens } from './modules/auth/access-token';
import type { FileStorage } from './modules/files/file-storage';
import type { KvStore } from './plugins/kv';

/** What every feature module is given: configuration and the shared resources. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  databaseKind: 'embedded' | 'postgres';
  pingDatabase(): Promise<void>;
  kv: KvStore;
  storage: FileStorage;
  tokens: AccessTokens;
  /** The clock (ms since epoch) of lockouts, captchas and sessions; tests move it. */
  now(): number;
}

/** A feature's routes, registered with the context. */
export type ModuleRoutes = FastifyPluginAsyncZod<{ ctx: AppContext }>;
