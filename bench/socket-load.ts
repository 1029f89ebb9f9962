// WebSockets held over the cluster's instances: 500 users × 20 sockets (the per-user cap) opened through nginx,
// then broadcasts to all of them (one message per user on the event bus, as an instance's hub sends them),
// each socket timing its copy's arrival. Figures: delivery p50/p99 from the broadcast's start, the sockets that
// got every broadcast, and the instances' resident memory per socket. Needs DATABASE_URL and REDIS_URL; run with
// `npm run bench:load` (bench/README.md).
import { loadavg } from 'node:os';
import { Redis } from 'ioredis';
import pg from 'pg';
import WebSocket from 'ws';
import { residentBytes, startBenchCluster } from './cluster.ts';
import { median } from './serve.ts';

const USERS = 500;
const PER_USER = 20;
const BROADCASTS = 3;
const PASSWORD = 'Alvorada@2026';
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const inBatches = async <T, R>(items: T[], size: number, each: (item: T) => Promise<R>) => {
  const out: R[] = [];
  for (let k = 0; k < items.length; k += size)
    out.push(...(await Promise.all(items.slice(k, k + size).map(each))));
  return out;
};

const cluster = await startBenchCluster(Number(process.env.BENCH_PORT ?? 3890));
const redis = new Redis(process.env.REDIS_URL!);
const sockets: WebSocket[] = [];
try {
  // The users are copies of a demo account (its password's hash, its role), made in one statement.
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  await db.query(
    `insert into users (email, username, password_hash, role_id, status, email_verified_at, full_name)
     select 'load' || k || '@alvorada.dev', 'load' || k, password_hash, role_id, 'active', now(), 'Load ' || k
     from users, generate_series(1, $1) k where email = 'usuario@alvorada.dev'`,
    [USERS],
  );
  await db.end();
  const signedIn = await inBatches(
    Array.from({ length: USERS }, (_, k) => `load${k + 1}@alvorada.dev`),
    10,
    async (email) => {
      const answer = await fetch(`${cluster.url}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (!answer.ok) throw new Error(`sign-in as ${email}: ${answer.status}`);
      const { accessToken, userData } = (await answer.json()) as {
        accessToken: string;
        userData: { id: number };
      };
      return { token: accessToken, id: userData.id };
    },
  );
  const before = await Promise.all(cluster.web.map((w) => residentBytes(w.pid)));

  const received: number[][] = [];
  let marker = 0;
  const opened = Date.now();
  const wsUrl = cluster.url.replace('http', 'ws');
  const open = (user: { token: string; id: number }) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(`${wsUrl}/ws/user/${user.id}/`, ['access_token', user.token]);
      const index = sockets.push(socket) - 1;
      socket.on('message', (raw) => {
        const message = JSON.parse(raw.toString()) as { type: string; at?: number };
        if (message.type !== 'heartbeat') return;
        if (message.at === marker) (received[index] ??= []).push(Date.now() - marker);
        else socket.send(JSON.stringify({ type: 'heartbeat_response' }));
      });
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('close', (code) => reject(new Error(`socket closed with ${code}`)));
    });
  const all = signedIn.flatMap((user) => Array.from({ length: PER_USER }, () => user));
  await inBatches(all, 200, open);
  const openMs = Date.now() - opened;
  await new Promise((r) => setTimeout(r, 5000));
  const after = await Promise.all(cluster.web.map((w) => residentBytes(w.pid)));

  const broadcasts: { p50: number; p99: number; max: number; delivered: number }[] = [];
  for (let b = 0; b < BROADCASTS; b++) {
    received.length = 0;
    marker = Date.now();
    const pipeline = redis.pipeline();
    for (const user of signedIn)
      pipeline.publish(
        `${cluster.redisPrefix}realtime.deliver`,
        JSON.stringify({ userId: user.id, message: { type: 'heartbeat', at: marker } }),
      );
    await pipeline.exec();
    const deadline = Date.now() + 30_000;
    while (received.filter(Boolean).length < sockets.length && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const times = received.flatMap((t) => t ?? []).sort((x, y) => x - y);
    broadcasts.push({
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      max: times.at(-1)!,
      delivered: times.length,
    });
    console.log(`broadcast ${b + 1}: ${JSON.stringify(broadcasts.at(-1))}`);
    await new Promise((r) => setTimeout(r, 2000));
  }
  const sum = (xs: number[]) => xs.reduce((x, y) => x + y, 0);
  console.log(
    JSON.stringify({
      sockets: sockets.length,
      sockets_open_s: Math.round(openMs / 100) / 10,
      delivery_p50_ms: median(broadcasts.map((b) => b.p50)),
      delivery_p99_ms: median(broadcasts.map((b) => b.p99)),
      delivery_max_ms: Math.max(...broadcasts.map((b) => b.max)),
      delivered_min: Math.min(...broadcasts.map((b) => b.delivered)),
      instance_rss_mb_before: before.map((x) => Math.round(x / 1048576)),
      instance_rss_mb_after: after.map((x) => Math.round(x / 1048576)),
      kb_per_socket: Math.round((sum(after) - sum(before)) / sockets.length / 102.4) / 10,
      load_average: Number(loadavg()[0]!.toFixed(1)),
    }),
  );
} finally {
  for (const socket of sockets) socket.terminate();
  redis.disconnect();
  await cluster.stop();
}
