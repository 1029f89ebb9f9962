import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// Real processes on one embedded data directory: the server and the close-cycle command.
const MAIN = new URL('../src/main.ts', import.meta.url).pathname;
const CLI = new URL('../src/modules/energy/close-cycle-cli.ts', import.meta.url).pathname;

let dataDir: string;
const children: ChildProcess[] = [];
let first: ReturnType<typeof run>;

// One directory for the file, a copy of the suite's migrated database (the server makes its files private on
// every open), held by one server that the first case finds running and the second kills.
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'alvorada-lock-'));
  cpSync(inject('databaseTemplate'), join(dataDir, 'pglite'), { recursive: true });
  first = run(MAIN);
  await first.running;
});
afterAll(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function run(script: string, args: string[] = [], lang = 'en_US.UTF-8') {
  const child = spawn(process.execPath, [script, ...args], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DEMO_SEED: 'false',
      WEB_DIST: join(dataDir, 'web'),
      LC_ALL: '',
      LANG: lang,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  const running = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => stdout.includes('Alvorada is running') && resolve());
    void exited.then((r) => reject(new Error(`exited ${r.code}: ${r.stderr}`)));
  });
  running.catch(() => undefined); // awaited only by the tests that expect a start
  return { child, exited, running };
}

const modes = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => {
    const path = join(entry.parentPath, entry.name);
    return { path, mode: statSync(path).mode & 0o777, dir: entry.isDirectory() };
  });

describe('one process per data directory', () => {
  it('a second server and the close-cycle command exit at once with a translated message naming the directory; its files are 0600, its directories 0700', async () => {
    expect(readFileSync(join(dataDir, 'alvorada.pid'), 'utf8').trim()).toBe(String(first.child.pid));

    const [second, cli] = await Promise.all([run(MAIN).exited, run(CLI, ['2026-05'], 'pt_BR.UTF-8').exited]);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      `The data directory ${dataDir} is already in use by process ${first.child.pid}.`,
    );
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain(
      `O diretório de dados ${dataDir} já está em uso pelo processo ${first.child.pid}.`,
    );
    // The first server still owns the directory.
    expect(readFileSync(join(dataDir, 'alvorada.pid'), 'utf8').trim()).toBe(String(first.child.pid));

    // Everything under the directory is private to its owner, the database's files included.
    const entries = modes(dataDir);
    expect(entries.filter((e) => e.path.includes('pglite')).length).toBeGreaterThan(500);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(entries.filter((e) => e.dir && e.mode !== 0o700)).toEqual([]);
    expect(entries.filter((e) => !e.dir && e.mode !== 0o600)).toEqual([]);
  });

  it('a lock left by a process killed with SIGKILL is taken over and the database opens again', async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    expect(readFileSync(join(dataDir, 'alvorada.pid'), 'utf8').trim()).toBe(String(first.child.pid));

    const second = run(MAIN);
    await second.running;
    expect(readFileSync(join(dataDir, 'alvorada.pid'), 'utf8').trim()).toBe(String(second.child.pid));
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    // A clean stop gives the directory back.
    expect(readdirSync(dataDir)).not.toContain('alvorada.pid');
  });
});
