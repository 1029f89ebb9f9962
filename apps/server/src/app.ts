import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import swagger from '@fastify/swagger';
import { Redis } from 'ioredis';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { APP_TITLE, REALTIME } from '@alvorada/contracts';
import type { Config } from './config.ts';
import { openDatabase } from './platform/db/client.ts';
import { createBus } from './platform/bus/index.ts';
import { createQueue } from './platform/queue/index.ts';
import { createMailService } from './platform/mail/mail.ts';
import { createRealtimeHub } from './platform/realtime/hub.ts';
import { createAuthState } from './platform/access/auth-state.ts';
import { installAccessControl, type DeclaredRoute } from './platform/access/access-hook.ts';
import { createTokenSigner, loadJwtSecret } from './platform/auth/tokens.ts';
import { createMemoryCounterStore, createRedisCounterStore } from './platform/throttle/throttle.ts';
import { createLogRing, createLogger } from './platform/logs.ts';
import { createMetrics } from './platform/metrics.ts';
import { installErrorHandling } from './platform/http/errors.ts';
import { webAppRoutes } from './platform/http/web-app.ts';
import type { Platform } from './platform/platform.ts';
import { ensureFirstAdmin, seedDemoUsers, seedRoles } from './modules/users/seed.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { energyModule } from './modules/energy/module.ts';

export interface BuiltApp {
  app: FastifyInstance;
  platform: Platform;
  /** Set when a first administrator was created with a generated password, to print once. */
  firstAdmin: { email: string; password: string | null } | null;
  /** Every route with its access declaration, as registered. */
  routes: DeclaredRoute[];
  close(): Promise<void>;
}

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  fontSrc: ["'self'", 'data:'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/** The composition root: wires the platform services and every module. `main.ts` and the tests call it. */
export async function buildApp(config: Config, opts: { heartbeatMs?: number } = {}): Promise<BuiltApp> {
  if (config.production && config.demoSeed) {
    throw new Error(
      'DEMO_SEED is refused with NODE_ENV=production: the demo accounts have a published password.',
    );
  }
  const logRing = createLogRing();
  const log = createLogger(config.logLevel, logRing);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (err) => log.warn({ err }, 'idle database connection lost'),
  });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const bus = await createBus(config.redisUrl, config.redisPrefix);
  const queue = createQueue(config.redisUrl, config.redisPrefix, log);
  const tokens = createTokenSigner(loadJwtSecret(config.jwtSecret, config.dataDir));
  const authState = await createAuthState(database.db, bus, tokens);
  const hub = await createRealtimeHub({
    bus,
    log,
    heartbeatMs: opts.heartbeatMs ?? REALTIME.heartbeatIntervalMs,
  });
  const platform: Platform = {
    config,
    database,
    db: database.db,
    bus,
    queue,
    mail: createMailService({ db: database.db, queue, smtpUrl: config.smtpUrl, from: config.mailFrom, log }),
    hub,
    authState,
    tokens,
    counters: redis
      ? createRedisCounterStore(redis, `${config.redisPrefix}counter:`)
      : createMemoryCounterStore(),
    redis,
    log,
    logRing,
    metrics: createMetrics(),
  };

  const firstAdmin = await database.exclusive(async () => {
    await seedRoles(database.db);
    if (config.demoSeed) await seedDemoUsers(database.db, log);
    return config.demoSeed
      ? null
      : ensureFirstAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
  });

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    bodyLimit: config.bodyLimit,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.production,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  const routes = installAccessControl(app, authState);

  await app.register(helmet, {
    contentSecurityPolicy: { directives: CSP },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 5 } });
  await app.register(fastifyStatic, { root: config.webDist, serve: false });
  await app.register(websocket, {
    options: {
      maxPayload: 64 * 1024,
      handleProtocols: (protocols) => (protocols.has('access_token') ? 'access_token' : false),
    },
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${APP_TITLE} API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  app.addHook('onResponse', async (request, reply) => {
    platform.metrics.httpDuration
      .labels(request.method, request.routeOptions.url ?? 'unmatched', String(reply.statusCode))
      .observe(reply.elapsedTime / 1000);
  });

  hub.register(app);
  healthRoutes(app, platform);
  authRoutes(app, platform);
  notificationRoutes(app, platform);
  adminRoutes(app, platform);
  await energyModule(app, platform);
  webAppRoutes(app, config.webDist);
  await app.ready();

  return {
    app,
    platform,
    firstAdmin,
    routes,
    async close() {
      hub.close();
      await app.close();
      await queue.close();
      await bus.close();
      redis?.disconnect();
      await database.close();
    },
  };
}
