import { z } from 'zod';
import { resolve } from 'node:path';
import { hostname } from 'node:os';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1')
  .optional();
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalText,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  DB_QUEUE_MAX: z.coerce.number().int().min(1).default(64),
  REDIS_URL: optionalText,
  REDIS_PREFIX: z.string().default('alvorada:'),
  DEMO_SEED: bool,
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  JWT_SECRET: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Alvorada <nao-responda@alvorada.dev>'),
  PIX_KEY: z.string().min(1).max(77).default('financeiro@alvorada.dev'),
  PIX_MERCHANT_NAME: z.string().min(1).default('Alvorada Energia'),
  PIX_MERCHANT_CITY: z.string().min(1).default('Sao Paulo'),
  METRICS_TOKEN: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_RATE_MAX: z.coerce.number().int().min(1).default(10),
  LOGIN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  LOGIN_RATE_IP_MAX: z.coerce.number().int().min(1).default(50),
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|[\w.:/]+(\s*,\s*[\w.:/]+)*)?$/, 'a hop count or a comma-separated list of addresses')
    .default(''),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).default(10),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  WEB_DIST: z.string().default('apps/web/dist'),
  EXCHANGE_FEED_URL: optionalText,
  PAPER_SESSIONS_PER_USER: z.coerce.number().int().min(1).default(5),
  PAPER_SESSIONS_PER_INSTANCE: z.coerce.number().int().min(1).default(50),
  PAPER_SESSION_WINDOW_BARS: z.coerce.number().int().min(100).default(5000),
  CANDLES_PER_IMPORT_MAX: z.coerce.number().int().min(1).default(200_000),
  CANDLES_PER_INSTRUMENT_MAX: z.coerce.number().int().min(1).default(2_000_000),
  WORKANA_TICK_SECONDS: z.coerce.number().int().min(0).default(30),
  WORKANA_ALLOWED_HOSTS: z.string().default(''),
  GENERATION_PULL_TICK_SECONDS: z.coerce.number().int().min(0).default(60),
  GENERATION_PULL_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(20),
  INVERTER_ALLOWED_HOSTS: z.string().default(''),
  OPTOP_PROVIDER: z.enum(['openai', 'anthropic', '']).optional(),
  OPTOP_BASE_URL: optionalText,
  OPTOP_MODEL: optionalText,
  OPTOP_API_KEY: optionalText,
  OPTOP_PRICE_PER_MTOK: z
    .string()
    .regex(/^(\d+(\.\d+)?,\d+(\.\d+)?)?$/, 'input,output US dollars per million tokens')
    .default(''),
  OPTOP_FIRST_BYTE_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  OPTOP_IDLE_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  DEVTOOLS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  DEVTOOLS_MAX_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(500),
  DEVTOOLS_MAX_PER_SECOND: z.coerce.number().int().min(1).default(100),
  INSTANCE_NAME: optionalText,
  ROLE: z.enum(['web', 'worker', 'both']).default('both'),
  JOB_STALLED_SECONDS: z.coerce.number().int().min(1).default(30),
  JOB_SWEEP_SECONDS: z.coerce.number().min(0.1).default(60),
});

export type Config = ReturnType<typeof loadConfig>;

/** A comma-separated list of hosts, as URLs write them, in lower case. */
const hostList = (value: string) =>
  value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);

/** Reads every environment variable once; the embedded mode needs none of them. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  if (c.ROLE !== 'both' && !c.REDIS_URL) {
    throw new Error(
      `Invalid configuration:\n  ROLE: ${c.ROLE} needs REDIS_URL, the job queue web instances and workers share`,
    );
  }
  if (production && !c.PUBLIC_URL) {
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL: required with NODE_ENV=production, so that e-mailed links ' +
        '(password reset, verification) never take their address from a Host header a client chose',
    );
  }
  return {
    production,
    port: c.PORT,
    host: c.HOST,
    /** The address users reach, when it is fixed; unset, links use the address each request came to. */
    publicUrl: c.PUBLIC_URL?.replace(/\/+$/, ''),
    dataDir: resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    /** Calls the embedded database may have in line before new API requests are turned away (503). */
    dbQueueMax: c.DB_QUEUE_MAX,
    redisUrl: c.REDIS_URL,
    redisPrefix: c.REDIS_PREFIX,
    demoSeed: c.DEMO_SEED ?? (!c.DATABASE_URL && !production),
    adminEmail: c.ADMIN_EMAIL,
    adminPassword: c.ADMIN_PASSWORD,
    jwtSecret: c.JWT_SECRET,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    /** Who PIX payments of the energy invoices go to: the key, and the name and city payer apps show. */
    pix: { key: c.PIX_KEY, merchantName: c.PIX_MERCHANT_NAME, merchantCity: c.PIX_MERCHANT_CITY },
    metricsToken: c.METRICS_TOKEN,
    logLevel: c.LOG_LEVEL,
    loginRate: {
      max: c.LOGIN_RATE_MAX,
      ipMax: c.LOGIN_RATE_IP_MAX,
      windowSeconds: c.LOGIN_RATE_WINDOW_SECONDS,
    },
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    refreshReuseGraceSeconds: c.REFRESH_REUSE_GRACE_SECONDS,
    bodyLimit: c.BODY_LIMIT_BYTES,
    webDist: resolve(c.WEB_DIST),
    /**
     * A kline WebSocket in Binance's format (`wss://stream.binance.com:9443/ws`): paper sessions may then
     * trade an instrument's live bars. Unset, that feed is off.
     */
    exchangeFeedUrl: c.EXCHANGE_FEED_URL?.replace(/\/+$/, ''),
    /**
     * Running paper sessions: most per user and most one instance drives; the bars of history a step runs the
     * engine over when it carries the account from the previous step (never fewer than the indicators need).
     */
    paperSessions: {
      perUser: c.PAPER_SESSIONS_PER_USER,
      perInstance: c.PAPER_SESSIONS_PER_INSTANCE,
      windowBars: c.PAPER_SESSION_WINDOW_BARS,
    },
    /** Most candles one CSV import may hold, and most one instrument may store over all its timeframes. */
    candles: { perImport: c.CANDLES_PER_IMPORT_MAX, perInstrument: c.CANDLES_PER_INSTRUMENT_MAX },
    /** How often each instance looks for Workana sources due to run and digests due to go; 0 turns it off. */
    workanaTickSeconds: c.WORKANA_TICK_SECONDS,
    /** Hosts (as URLs write them) Workana sources may reach although they resolve inside our networks. */
    workanaAllowedHosts: hostList(c.WORKANA_ALLOWED_HOSTS),
    /** How often each instance looks for plants' generation sources due to be pulled; 0 turns it off. */
    generationPullTickSeconds: c.GENERATION_PULL_TICK_SECONDS,
    /** How long a pull waits for an inverter portal's whole answer. */
    generationPullTimeoutMs: c.GENERATION_PULL_TIMEOUT_SECONDS * 1000,
    /** Hosts (as URLs write them) inverter portals may be reached at although they resolve inside our networks. */
    inverterAllowedHosts: hostList(c.INVERTER_ALLOWED_HOSTS),
    /** The agent's model provider; an administrator's settings override it, and none means the offline router. */
    optop: {
      provider: c.OPTOP_PROVIDER || null,
      baseUrl: c.OPTOP_BASE_URL?.replace(/\/+$/, '') ?? '',
      model: c.OPTOP_MODEL ?? '',
      apiKey: c.OPTOP_API_KEY ?? '',
      price: c.OPTOP_PRICE_PER_MTOK
        ? (([input, output]) => ({ input: input!, output: output! }))(
            c.OPTOP_PRICE_PER_MTOK.split(',').map(Number),
          )
        : null,
      /** How long a provider may take to send its answer's first byte, and then to send each next piece. */
      timeouts: {
        firstByteMs: c.OPTOP_FIRST_BYTE_TIMEOUT_SECONDS * 1000,
        idleMs: c.OPTOP_IDLE_TIMEOUT_SECONDS * 1000,
      },
    },
    /**
     * The request explorer: share of API requests recorded (0 turns it off), at most how many a second,
     * and how many are kept.
     */
    devtools: {
      sampleRate: c.DEVTOOLS_SAMPLE_RATE,
      maxPerSecond: c.DEVTOOLS_MAX_PER_SECOND,
      maxRequests: c.DEVTOOLS_MAX_REQUESTS,
    },
    /** How this process is named in the live log tail; host name and process id by default. */
    instanceName: c.INSTANCE_NAME ?? `${hostname()}:${process.pid}`,
    /**
     * What this process does: `web` answers HTTP and sockets and runs no jobs, `worker` runs jobs and listens
     * on no port, `both` does everything (one process, or several alike).
     */
    role: c.ROLE,
    /**
     * How long a queued job's claim lasts without its worker renewing it: past it, the job of a worker that
     * died is handed to another (BullMQ's lock duration and stalled-job check).
     */
    jobStalledMs: c.JOB_STALLED_SECONDS * 1000,
    /** How often a process that runs jobs on Redis looks for queued jobs whose queue job Redis lost. */
    jobSweepMs: c.JOB_SWEEP_SECONDS * 1000,
  };
}

/**
 * Which proxies may set X-Forwarded-For: a hop count ("1") or addresses and CIDR ranges ("10.0.0.1,
 * 172.16.0.0/12"). Nobody by default: a client-supplied header must not choose the address that per-IP
 * throttling and session records use.
 */
function parseTrustProxy(value: string): string[] | ((address: string, hop: number) => boolean) | false {
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops > 0 && ((_address, hop) => hop < hops);
  }
  return value.split(',').map((part) => part.trim());
}
