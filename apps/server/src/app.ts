import Fastify, { type FastifyBaseLogger } from 'fastify';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import swagger from '@fastify/swagger';
import { Redis } from 'ioredis';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_TITLE, REALTIME } from '@alvorada/contracts';
import type { Config } from './config.ts';
import { openDatabase } from './platform/db/client.ts';
import { createBus } from './platform/bus/index.ts';
import { createQueue } from './platform/queue/index.ts';
import { createJobRecoveries } from './platform/jobs/recovery.ts';
import { createMailService } from './platform/mail/mail.ts';
import { createRealtimeHub } from './platform/realtime/hub.ts';
import { createSocketSlots } from './platform/realtime/socket-slots.ts';
import { createAuthState } from './platform/access/auth-state.ts';
import { installAccessControl, type DeclaredRoute } from './platform/access/access-hook.ts';
import { createTokenSigner, loadJwtSecret } from './platform/auth/tokens.ts';
import {
  createFallbackCounterStore,
  createMemoryCounterStore,
  createRedisCounterStore,
} from './platform/throttle/counters.ts';
import { createThrottle } from './platform/throttle/throttle.ts';
import { createLogRing, createLogger } from './platform/logs.ts';
import { createMetrics } from './platform/metrics.ts';
import { frameworkErrors, installErrorHandling } from './platform/http/errors.ts';
import { installDatabaseQueueGuard } from './platform/http/database-queue-guard.ts';
import { clientErrorHandler } from './platform/http/client-errors.ts';
import { installJsonBody } from './platform/http/json-body.ts';
import { RequestLog } from './platform/http/request-log.ts';
import { createRequestRecorder } from './platform/http/request-recorder.ts';
import { requestIdGenerator } from './platform/http/request-id.ts';
import { answerHeaders } from './platform/http/answer-headers.ts';
import { installMessages } from './platform/http/messages.ts';
import { MESSAGES } from './messages.ts';
import { webAppRoutes } from './platform/http/web-app.ts';
import type { Platform } from './platform/platform.ts';
import { createSearchRegistry } from './platform/search/search-registry.ts';
import type { App } from './platform/http/app-type.ts';
import { ensureFirstAdmin, seedDemoUsers, seedRoles } from './modules/users/seed.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService, type AuthService } from './modules/auth/service.ts';
import { createSessions } from './modules/auth/sessions.ts';
import { PROVOKED_FAULT_PATH } from './modules/development/telescope-routes.ts';
import { createNotifications, type Notifications } from './modules/notifications/service.ts';
import { createUsersService, type UsersService } from './modules/admin/users-service.ts';
import { createRolesService, type RolesService } from './modules/admin/roles-service.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { energyModule } from './modules/energy/module.ts';
import { optopModule, type Optop } from './modules/optop/module.ts';
import { tradingModule, type Trading } from './modules/trading/module.ts';
import { workanaModule, type Workana } from './modules/workana/module.ts';
import { helpCenterModule } from './modules/help-center/module.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { registerUserSearch } from './modules/admin/user-search.ts';
import { preferencesRoutes } from './modules/preferences/routes.ts';
import { createPreferences } from './modules/preferences/service.ts';
import { developmentModule } from './modules/development/module.ts';

export interface BuiltApp {
  app: App;
  platform: Platform;
  /** Set when a first administrator was created with a generated password, to print once. */
  firstAdmin: { email: string; password: string | null } | null;
  /** Every route with its access declaration, as registered. */
  routes: DeclaredRoute[];
  /** The services the routes use, built once; jobs and tests call the same ones. */
  services: {
    auth: AuthService;
    users: UsersService;
    roles: RolesService;
    notifications: Notifications;
    trading: Trading;
    workana: Workana;
    optop: Optop;
  };
  close(): Promise<void>;
}

/** The composition root: wires the platform services and every module. `main.ts` and the tests call it. */
export async function buildApp(config: Config, opts: { heartbeatMs?: number } = {}): Promise<BuiltApp> {
  if (config.production && config.demoSeed) {
    throw new Error(
      'DEMO_SEED is refused with NODE_ENV=production: the demo accounts have a published password.',
    );
  }
  installMessages(MESSAGES);
  const logRing = createLogRing();
  const log = createLogger(config.logLevel, logRing);
  const metrics = createMetrics();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (err) => log.warn({ err }, 'idle database connection lost'),
    queueMax: config.dbQueueMax,
    observer: metrics.observeStatement,
  });
  // Fails fast while Redis is away (no offline queue): callers fall back instead of waiting.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: true, enableOfflineQueue: false, commandTimeout: 500 })
    : null;
  await redis?.connect();
  redis?.on('error', (err) => log.debug({ err }, 'Redis connection error'));
  const bus = await createBus(config.redisUrl, config.redisPrefix, log);
  const queue = createQueue({
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    log,
    redisUp: () => redis?.status === 'ready',
    role: config.role,
    stalledMs: config.jobStalledMs,
  });
  const tokens = createTokenSigner(loadJwtSecret(config.jwtSecret, config.dataDir));
  const authState = await createAuthState(database.db, bus, tokens);
  const heartbeatMs = opts.heartbeatMs ?? REALTIME.heartbeatIntervalMs;
  const hub = await createRealtimeHub({
    bus,
    log,
    heartbeatMs,
    authState,
    slots: redis ? createSocketSlots(redis, config.redisPrefix, heartbeatMs * 3) : null,
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
    throttle: createThrottle(
      redis
        ? createFallbackCounterStore(
            createRedisCounterStore(redis, `${config.redisPrefix}counter:`),
            () => redis.status === 'ready',
            log,
          )
        : createMemoryCounterStore(),
    ),
    redis,
    log,
    logRing,
    metrics,
    search: createSearchRegistry(),
    jobs: createJobRecoveries(),
    recorder: createRequestRecorder({
      ...config.devtools,
      maxBodyChars: 16 * 1024,
      // The explorer's own calls would push out what it is there to show.
      skip: (url) => url.startsWith('/api/development/') && !url.startsWith(PROVOKED_FAULT_PATH),
    }),
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
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(serializerCompiler);
  answerHeaders(app);
  installErrorHandling(app);
  installDatabaseQueueGuard(app, database);
  installJsonBody(app);
  platform.recorder.install(app);
  const routes = installAccessControl(app, authState, config.publicUrl);
  await app.register(fastifyStatic, { root: config.webDist, serve: false, preCompressed: true });
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

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    platform.metrics.httpDuration
      .labels(request.method, route, String(reply.statusCode))
      .observe(reply.elapsedTime / 1000);
    platform.metrics.routeTimings.observe(
      `${request.method} ${route}`,
      reply.elapsedTime,
      reply.statusCode >= 500,
    );
    done();
  });

  // Services are built once here and handed to the routes (and jobs) that use them.
  const sessions = createSessions(database.db, tokens, authState, config.refreshReuseGraceSeconds);
  const notifications = createNotifications(platform);
  const auth = createAuthService({ ...platform, sessions });
  const users = createUsersService({ ...platform, sessions, notifications });
  const roles = createRolesService(platform);

  hub.register(app);
  healthRoutes(app, platform);
  authRoutes(app, platform, auth);
  notificationRoutes(app, notifications);
  adminRoutes(app, platform, { users, roles });
  registerUserSearch(platform.search, users);
  preferencesRoutes(app, createPreferences(platform));
  const energy = await energyModule(app, platform, notifications);
  const trading = await tradingModule(app, platform, notifications);
  const workana = await workanaModule(app, platform, notifications);
  const optop = optopModule(app, platform, { energy, trading, workana });
  await helpCenterModule(app, platform);
  searchRoutes(app, platform.search);
  await developmentModule(app, platform, sessions);
  // What a dead process left unfinished is put right by a process that runs jobs.
  if (config.role !== 'web') await platform.jobs.recover(platform.db, !config.redisUrl);
  const stopSweeping =
    config.role !== 'web' && config.redisUrl
      ? platform.jobs.sweepEvery(platform.db, queue, config.jobSweepMs, log)
      : null;
  webAppRoutes(app, config.webDist);
  await app.ready();

  return {
    app,
    platform,
    firstAdmin,
    routes,
    services: { auth, users, roles, notifications, trading, workana, optop },
    async close() {
      hub.close();
      await app.close();
      await stopSweeping?.();
      await queue.close();
      await bus.close();
      redis?.disconnect();
      await database.close();
    },
  };
}
