import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.ts';
import { buildApp } from '../src/app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and demo-seeded database each test copies: a PGlite directory or a PostgreSQL database name. */
    databaseTemplate: string;
  }
}

/**
 * Migrating and seeding the demo takes seconds; the suite starts some forty servers per engine. This builds
 * one seeded database before the suite and every test server starts on a copy of it (a directory copy for
 * PGlite, `create database … template` on PostgreSQL), so each start only opens and checks it.
 */
export default async function setup(project: TestProject) {
  const onPostgres = project.config.env?.TEST_DB === 'postgres';
  const dataDir = mkdtempSync(join(tmpdir(), 'alvorada-template-'));
  const base = { LOG_LEVEL: 'silent', DEMO_SEED: 'true', JWT_SECRET: 'template-secret-0123456789abcdef' };
  let name = '';
  let adminUrl = '';
  let env: Record<string, string>;
  if (onPostgres) {
    adminUrl = process.env.DATABASE_URL!;
    name = `alvorada_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env = { ...base, DATA_DIR: dataDir, DATABASE_URL: url.toString(), REDIS_URL: '' };
  } else {
    env = { ...base, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' };
  }
  const built = await buildApp(loadConfig(env));
  await built.close();
  project.provide('databaseTemplate', onPostgres ? name : join(dataDir, 'pglite'));
  return async () => {
    if (onPostgres) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
