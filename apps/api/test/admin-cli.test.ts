import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { adminApiPaths, apiPaths } from '@keyshop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { adminAudit, users } from '../src/db/schema';
import { call, confirmAddress, signUp } from './api';
import { startApi, stop, storage } from './child-api';
import {
  outboxMails,
  startTestApp,
  TEST_DATABASE_URL,
  TEST_JWT_SECRET,
  TEST_KEY_ENCRYPTION_KEY,
} from './helpers';

const apiRoot = path.resolve(import.meta.dirname, '..');

/** `npm run admin -- …` as a child process: its exit code and output. */
async function admin(args: string[], env: Record<string, string>) {
  const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, ...env },
  });
  try {
    const { stdout, stderr } = await run;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it('changes roles on the embedded database, and says what to do while a store without an admin socket holds it', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keyshop-admin-cli-'));
  dirs.push(dataDir);
  const env = { DATA_DIR: dataDir };
  const store = await startTestApp({ products: 1, dataDir: path.join(dataDir, 'pglite') });
  const shopper = await signUp(store);
  const email = shopper.user.email;

  const busy = await admin(['promote', email], env);
  expect(busy.code).toBe(3);
  expect(busy.stderr).toContain('is in use, and no store answers on');
  expect(busy.stderr).toContain('stop it, run this command again, then start the store');
  await store.close();

  expect(await admin(['promote', email.toUpperCase()], env)).toMatchObject({
    code: 0,
    stdout: `${email} is now an admin.\n`,
  });
  expect(await admin(['demote', 'nobody@example.com'], env)).toMatchObject({
    code: 1,
    stderr: 'No account has the e-mail nobody@example.com.\n',
  });

  const db = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    const [row] = await db.orm.select({ role: users.role }).from(users).where(eq(users.email, email));
    expect(row?.role).toBe('admin');
    const audit = await db.orm.select().from(adminAudit);
    expect(audit).toMatchObject([
      {
        actorId: null,
        actor: 'cli',
        action: 'user.promote',
        targetType: 'user',
        targetId: shopper.user.id,
        before: { email, role: 'shopper' },
        after: { email, role: 'admin' },
      },
    ]);
  } finally {
    await db.close();
  }
}, 400_000);

it.runIf(TEST_DATABASE_URL)(
  'changes roles on DATABASE_URL while the store runs, at once',
  async () => {
    const store = await startTestApp({ driver: 'postgres', products: 1 });
    try {
      const shopper = await signUp(store);
      const url = new URL(TEST_DATABASE_URL!);
      url.searchParams.set('options', `-c search_path=${store.schema}`);
      const env = {
        DATABASE_URL: url.toString(),
        JWT_SECRET: TEST_JWT_SECRET,
        KEY_ENCRYPTION_KEY: TEST_KEY_ENCRYPTION_KEY,
      };
      const me = () => call(store, 'GET', adminApiPaths.me, { token: shopper.token });

      expect(await admin(['promote', shopper.user.email], env)).toMatchObject({ code: 0 });
      expect(await admin(['demote', shopper.user.email], env)).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('This is the last admin'),
      });
      const keeper = await signUp(store);
      expect(await admin(['promote', keeper.user.email], env)).toMatchObject({ code: 0 });
      expect((await me()).status).toBe(200);
      expect(await admin(['demote', shopper.user.email], env)).toMatchObject({
        code: 0,
        stdout: `${shopper.user.email} is now a shopper.\n`,
      });
      expect((await me()).status).toBe(403);
      expect(await admin(['demote', shopper.user.email], env)).toMatchObject({
        code: 0,
        stdout: `${shopper.user.email} is already a shopper.\n`,
      });
      const usage = await admin(['crown', shopper.user.email], env);
      expect(usage).toMatchObject({
        code: 2,
        stderr: expect.stringContaining('Usage: npm run admin -- promote <email>'),
      });
      expect(await admin(['end-sessions', keeper.user.email], env)).toMatchObject({ code: 0 });
      expect((await call(store, 'GET', apiPaths.verify, { token: keeper.token })).status).toBe(401);
    } finally {
      await store.close();
    }
  },
  400_000,
);

it('changes roles and ends sessions through a store running on the embedded database', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keyshop-admin-sock-'));
  dirs.push(dataDir);
  const store = await storage('pglite', dataDir);
  const api = await startApi(store.env);
  try {
    const [boss, deputy] = [await signUp(api, 'boss'), await signUp(api, 'deputy')];
    for (const s of [boss, deputy]) await confirmAddress(api, s.user.email, () => outboxMails(dataDir));
    const env = { DATA_DIR: dataDir };
    const socket = path.join(dataDir, 'admin.sock');
    expect(statSync(socket).mode & 0o777).toBe(0o600);
    const me = (token: string) => call(api, 'GET', adminApiPaths.me, { token });

    expect(await admin(['promote', boss.user.email], env)).toMatchObject({
      code: 0,
      stdout: `${boss.user.email} is now an admin.\n`,
    });
    expect((await me(boss.token)).status).toBe(200);
    expect(await admin(['demote', boss.user.email], env)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('This is the last admin'),
    });
    expect(await admin(['promote', deputy.user.email], env)).toMatchObject({ code: 0 });
    expect(await admin(['demote', boss.user.email], env)).toMatchObject({ code: 0 });
    expect((await me(boss.token)).status).toBe(403);
    const listed = await admin(['list', 'deputy'], env);
    expect(listed).toMatchObject({ code: 0, stdout: `${deputy.user.email}\tadmin\tverified\n` });
    expect(await admin(['end-sessions', deputy.user.email], env)).toMatchObject({ code: 0 });
    expect((await me(deputy.token)).status).toBe(401);
    expect(await admin(['crown', deputy.user.email], env)).toMatchObject({ code: 2 });
  } finally {
    await stop(api, 'SIGTERM');
  }
  expect(existsSync(path.join(dataDir, 'admin.sock'))).toBe(false);
}, 400_000);
