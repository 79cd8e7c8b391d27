import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { type DatabaseHandle, openDatabase } from './db/database';
import { serializeRequest } from './lib/log-redaction';
import { accountRoutes } from './modules/accounts/accounts.routes';
import { adminAssessmentRoutes } from './modules/admin-assessments/admin-assessments.routes';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes';
import { adminUserRoutes } from './modules/admin-users/admin-users.routes';
import { agreementAdminRoutes, agreementRoutes } from './modules/agreements/agreements.routes';
import { consentDemoAccounts, seedAgreements } from './modules/agreements/agreements.service';
import { assessmentRoutes } from './modules/assessment/assessment.routes';
import { seedAssessmentBank } from './modules/assessment/assessment.seed';
import { seedDemoAssessments } from './modules/assessment/demo/demo-assessments.seed';
import { questionBankRoutes } from './modules/assessment/question-bank.routes';
import { reportRoutes } from './modules/assessment/report/report.routes';
import { seedReportContent } from './modules/assessment/report/report-freeze';
import { reportPdfRoutes } from './modules/assessment/report-pdf/report-pdf.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { AccessTokens } from './modules/auth/access-token';
import { authRoutes } from './modules/auth/auth.routes';
import { userCentreRoutes } from './modules/auth/user-centre.routes';
import { bankVersionRoutes } from './modules/bank-versions/bank-versions.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { certificationAdminRoutes } from './modules/certifications/certifications.admin.routes';
import { certificationRoutes } from './modules/certifications/certifications.routes';
import { clientErrorRoutes } from './modules/client-errors/client-errors.routes';
import { companyRoutes } from './modules/companies/companies.routes';
import { companyPatentRoutes } from './modules/content/company-patents.routes';
import { contentAdminRoutes } from './modules/content/content.admin.routes';
import { contentPublicRoutes } from './modules/content/content.public.routes';
import { dcmmRoutes } from './modules/dcmm/dcmm.routes';
import { seedDcmmQuestionnaire } from './modules/dcmm/dcmm.seed';
import { seedDemoProvince } from './modules/demo/demo.seed';
import { dictionaryAdminRoutes } from './modules/dictionaries/dictionaries.admin.routes';
import { dictionaryRoutes } from './modules/dictionaries/dictionaries.routes';
import { seedDictionaries } from './modules/dictionaries/dictionaries.seed';
import { DictionaryService } from './modules/dictionaries/dictionaries.service';
import { exportRoutes } from './modules/exports/exports.routes';
import { type FileStorage, LocalDiskStorage } from './modules/files/file-storage';
import { fileRoutes } from './modules/files/files.routes';
import { acceptanceAdminRoutes } from './modules/formal-assessment/acceptances.admin.routes';
import { seedDemoFormalApplications } from './modules/formal-assessment/demo/demo-formal-applications';
import { formalAssessmentRoutes } from './modules/formal-assessment/formal-assessment.routes';
import { healthRoutes } from './modules/health/health.routes';
import { industryRoutes } from './modules/industries/industries.routes';
import { insightRoutes } from './modules/insight/insight.routes';
import { memberRoutes } from './modules/members/members.routes';
import { noticeAdminRoutes } from './modules/notifications/notices.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { personalInfoAdminRoutes, personalInfoRoutes } from './modules/personal-info/personal-info.routes';
import { platformRoutes } from './modules/platform/platform.routes';
import { publicPageRoutes } from './modules/public-pages/public-pages.routes';
import { regionRoutes } from './modules/regions/regions.routes';
import { startRetentionSweeper } from './modules/retention/retention';
import { seedDemoServedEnterprises } from './modules/served-enterprises/demo/demo-served-enterprises';
import { servedEnterpriseAdminRoutes } from './modules/served-enterprises/served-enterprises.admin.routes';
import { servedEnterpriseRoutes } from './modules/served-enterprises/served-enterprises.routes';
import { solutionAdminRoutes } from './modules/solutions/solutions.admin.routes';
import { solutionRoutes } from './modules/solutions/solutions.routes';
import { registerAuth } from './plugins/auth';
import { registerBodyTypes } from './plugins/body-types';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { type KvStore, openKvStore } from './plugins/kv';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerOriginCheck } from './plugins/request-origin';
import {
  type InvalidationBus,
  openInvalidationBus,
  PUBLIC_TAGS,
  PublicCache,
  registerPublicCache,
} from './plugins/response-cache';
import { registerSecurityHeaders } from './plugins/security';
import { registerStaticWeb } from './plugins/static-web';
import { registerTextGuard } from './plugins/text-guard';

export interface AppResources {
  database: DatabaseHandle;
  kv: KvStore;
  /** Tells the other instances' public caches what changed (Redis pub/sub when REDIS_URL is set). */
  bus: InvalidationBus;
  storage: FileStorage;
  /** Where the log lines go (stdout by default); tests read them. */
  logStream: { write(line: string): void };
  /** The clock of lockouts, captchas and sessions (Date.now by default); tests move it. */
  clock: () => number;
  /** Sees every route as it is registered; the authorization matrix collects them with it. */
  onRoute: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/**
 * Request ids unique across instances, cheap to make: a random prefix per app, then a counter (a
 * UUID per request was about 1 % of the time of a cached public read).
 */
function requestIds(): () => string {
  const prefix = randomBytes(6).toString('hex');
  let next = 0;
  return () => `${prefix}-${(next++).toString(36)}`;
}

/** Builds the whole platform: tests call it with their own resources and use `app.inject`. */
export async function buildApp(config: AppConfig, given: Partial<AppResources> = {}): Promise<FastifyInstance> {
  const database =
    given.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: config.databasePoolSize,
      embeddedDir: path.join(config.dataDir, 'pglite'),
    }));
  const kv = given.kv ?? openKvStore(config.redisUrl, config.redisPrefix);
  const bus = given.bus ?? openInvalidationBus(config.redisUrl, config.redisPrefix);
  const storage = given.storage ?? new LocalDiskStorage(path.join(config.dataDir, 'files'));
  const tokens = new AccessTokens(config.jwtSecret ?? devSecret(config.dataDir), config.accessTokenTtlSeconds);
  const now = given.clock ?? Date.now;
  const ctx: AppContext = {
    config,
    db: database.db,
    databaseKind: database.kind,
    pingDatabase: database.ping,
    kv,
    storage,
    tokens,
    dictionaries: new DictionaryService(database.db, now),
    publicCache: new PublicCache({ ...config.publicCache, now, bus }),
    now,
  };
  // Another instance's dictionary change reaches this one's dictionary cache through the public cache's bus.
  ctx.publicCache.onChange((tags) => {
    if (tags.includes('dictionaries')) ctx.dictionaries.forgetAll();
  });

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.access_token', 'req.headers.cookie'],
      serializers: { req: serializeRequest },
      ...(given.logStream ? { stream: given.logStream } : {}),
    },
    genReqId: requestIds(),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: config.bodyLimitBytes,
    // Loading the web app's server render takes seconds on a busy host; Fastify's 10 s default would
    // end a start-up that is merely slow.
    pluginTimeout: 60_000,
    trustProxy: parseTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  if (given.onRoute) app.addHook('onRoute', given.onRoute);
  app.addHook('onClose', async () => {
    if (!given.database) await database.close();
    if (!given.kv) await kv.close();
    if (!given.bus) await bus.close();
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, { isProduction: config.env === 'production', instanceId: config.instanceId });
  registerOriginCheck(app, config.allowedOrigins);
  registerRateLimit(app, { kv, limits: config.rateLimit, now: ctx.now });
  // Before compress: a cached answer is stored before compress sees it, and goes out already encoded.
  registerPublicCache(app, ctx.publicCache);
  // The codings the public cache keeps (deflate and zstd add nothing browsers lack).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // Parsed before the body, not on every request: a cached public read is answered in onRequest and
  // never reads a cookie (a route that takes its token from one is never cached: public-cache.hooks.ts).
  await app.register(cookie, { hook: 'preParsing' });
  await app.register(formbody);
  registerBodyTypes(app);
  registerAuth(app, ctx.db, tokens, ctx.now);
  registerTextGuard(app);
  await registerOpenApi(app, config.platform.name);

  // One instance seeds at a time: the next finds the rows in place (the demo province's check-then-insert
  // would otherwise run twice on a fresh database).
  await database.exclusively(() => seed(app, ctx));
  // Seeds may have written (a new question bank, new dictionary codes): other instances drop what they hold.
  await ctx.publicCache
    .invalidate(PUBLIC_TAGS)
    .catch((error: unknown) => app.log.error({ err: error }, 'public cache: seed invalidation not published'));

  const modules = [
    healthRoutes,
    platformRoutes,
    authRoutes,
    userCentreRoutes,
    dictionaryRoutes,
    regionRoutes,
    industryRoutes,
    companyRoutes,
    contentPublicRoutes,
    companyPatentRoutes,
    solutionRoutes,
    questionBankRoutes,
    assessmentRoutes,
    dcmmRoutes,
    reportRoutes,
    reportPdfRoutes,
    certificationRoutes,
    certificationAdminRoutes,
    formalAssessmentRoutes,
    acceptanceAdminRoutes,
    servedEnterpriseRoutes,
    servedEnterpriseAdminRoutes,
    notificationRoutes,
    noticeAdminRoutes,
    calendarRoutes,
    accountRoutes,
    agreementRoutes,
    personalInfoRoutes,
    fileRoutes,
    memberRoutes,
    adminUserRoutes,
    adminAssessmentRoutes,
    adminDashboardRoutes,
    insightRoutes,
    auditRoutes,
    clientErrorRoutes,
    contentAdminRoutes,
    agreementAdminRoutes,
    personalInfoAdminRoutes,
    dictionaryAdminRoutes,
    bankVersionRoutes,
    solutionAdminRoutes,
    exportRoutes,
    publicPageRoutes,
  ];
  for (const routes of modules) await app.register(routes, { ctx });
  await startRetentionSweeper(app, ctx);
  await registerStaticWeb(app, config.webDist);
  // With Redis, answers are cached once this instance hears the others' changes (or later, when Redis answers).
  await ctx.publicCache.untilListening(BUS_WAIT_MS);
  return app;
}

const BUS_WAIT_MS = 2_000;

/** The reference data every deployment needs, and the demo province when asked for. */
async function seed(app: FastifyInstance, ctx: AppContext) {
  await seedDictionaries(ctx.db);
  const { name: platformName, operatorName, supportPhone, supportEmail } = ctx.config.platform;
  await seedAgreements(ctx.db, { platformName, operatorName, supportPhone, supportEmail }, new Date(ctx.now()));
  const bankSeed = await seedAssessmentBank(ctx.db);
  if (bankSeed.waiting.length > 0)
    app.log.warn(
      { waiting: bankSeed.waiting },
      'question bank: a new platform bank waits until the open draft bank version is published or deleted',
    );
  await seedDcmmQuestionnaire(ctx.db);
  await seedReportContent(ctx.db);
  // The demo's completed assessments only go into the fresh database the province was just seeded into.
  if (ctx.config.demo && (await seedDemoProvince(ctx.db, ctx.storage))) {
    await seedDemoAssessments(ctx);
    // The 551 records of the demo assessments are their providers' served enterprises.
    await seedDemoServedEnterprises(ctx);
    // The formal applications copy the companies' completed self-assessments.
    await seedDemoFormalApplications(ctx);
    await consentDemoAccounts(ctx.db, new Date(ctx.now()));
  }
}

/** 'true' trusts every proxy; otherwise a comma-separated list of proxy addresses or CIDR ranges. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** Outside production a missing secret is made once and kept in the data directory, so restarts keep sessions. */
function devSecret(dataDir: string): string {
  const file = path.join(dataDir, '.jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomUUID() + randomUUID();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
