import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { adminApiPaths } from '@keyshop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { adminAudit, users } from '../src/db/schema';
import { call, signUp } from './api';
import { startTestApp, TEST_DATABASE_URL, TEST_JWT_SECRET, TEST_KEY_ENCRYPTION_KEY } from './helpers';

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

it('changes roles on the embedded database, and refuses while a store runs on it', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'keyshop-admin-cli-'));
  dirs.push(dataDir);
  const env = { DATA_DIR: dataDir };
  const store = await startTestApp({ products: 1, dataDir: path.join(dataDir, 'pglite') });
  const shopper = await signUp(store);
  const email = shopper.user.email;

  const busy = await admin(['promote', email], env);
  expect(busy.code).toBe(3);
  expect(busy.stderr).toContain('is in use: a store is running on it');
  expect(busy.stderr).toContain('Stop the store, run this command again');
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
    } finally {
      await store.close();
    }
  },
  400_000,
);
