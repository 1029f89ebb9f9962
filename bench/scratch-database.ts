// A PostgreSQL database of a bench's own, created from an administrative connection and dropped at the end.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function adminQuery(adminUrl: string, query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(adminUrl: string) {
  const name = `alvorada_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
