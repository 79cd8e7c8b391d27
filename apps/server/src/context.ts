import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { AccessTokens } from './modules/auth/access-token';
import type { DictionaryService } from './modules/dictionaries/dictionaries.service';
import type { FileStorage } from './modules/files/file-storage';
import type { KvStore } from './plugins/kv';
import type { PublicCache } from './plugins/response-cache';

/** What every feature module is given: configuration and the shared resources. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  databaseKind: 'embedded' | 'postgres';
  pingDatabase(): Promise<void>;
  kv: KvStore;
  storage: FileStorage;
  tokens: AccessTokens;
  /** One cache of the dictionaries for the whole process, so an operator's edit is seen at once. */
  dictionaries: DictionaryService;
  /**
   * The cache of anonymous public reads. Routes declare what they change (`config.invalidates`);
   * a write outside a route calls `publicCache.invalidate(tags)` after it committed.
   */
  publicCache: PublicCache;
  /** The clock (ms since epoch) of lockouts, captchas and sessions; tests move it. */
  now(): number;
}

/** A feature's routes, registered with the context. */
export type ModuleRoutes = FastifyPluginAsyncZod<{ ctx: AppContext }>;
