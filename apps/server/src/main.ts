import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { claimRenderError } from './modules/public-pages/page-renderer';

/** How long requests in flight may still take once the server is told to stop. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  survivePageRenderErrors(app);
  stopOnSignals(app);
  await app.listen({ host: config.host, port: config.port });
  const database = config.databaseUrl ? 'PostgreSQL' : `嵌入式 PGlite (${config.dataDir})`;
  app.log.info(
    `${config.platform.name} 已启动: http://localhost:${config.port} · 数据库 ${database} · 缓存 ${app.ctx.kv.kind}`,
  );
}

/**
 * An error nobody caught ends the process, unless a page render threw it (in a timer or a promise it
 * started): that fails the one request, never the platform (issue 28).
 */
function survivePageRenderErrors(app: FastifyInstance) {
  const onUncaught = (error: unknown) => {
    if (claimRenderError(error, app.log)) return;
    app.log.fatal({ err: error }, 'uncaught error: the process stops');
    process.exit(1);
  };
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
}

/**
 * One SIGTERM or Ctrl-C stops the server within SHUTDOWN_GRACE_MS, whatever is in flight: no new
 * connections, the requests in flight get the grace period, then every connection is closed and the
 * process exits, saying which way it went. A second signal exits at once.
 */
function stopOnSignals(app: FastifyInstance) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal, graceMs: SHUTDOWN_GRACE_MS }, 'shutting down: requests in flight may finish');
    setTimeout(() => {
      app.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'shutdown: grace period over, open connections closed, exiting');
      app.server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_GRACE_MS);
    app.close().then(
      () => {
        app.log.info('shutdown: stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown: closing failed, exiting');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('启动失败:', error);
  }
  process.exit(1);
});
