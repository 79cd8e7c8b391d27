import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  const database = config.databaseUrl ? 'PostgreSQL' : `嵌入式 PGlite (${config.dataDir})`;
  app.log.info(
    `${config.platform.name} 已启动: http://localhost:${config.port} · 数据库 ${database} · 缓存 ${app.ctx.kv.kind}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('启动失败:', error);
  }
  process.exit(1);
});
