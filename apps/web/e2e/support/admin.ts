import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from './fixtures.ts';

/** The back office's browser tests' shared steps: a staff account made by the CLI, and its first sign-in. */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** The back office on the e2e server. */
export const ADMIN = `http://admin.localhost:${PORT}`;

/** `npm run admin:create -- NAME ROLE` against the e2e server's database; the one-time password it prints. */
export const createStaff = (name: string, role: string): string => {
  const out = execFileSync('npm', ['run', '--silent', 'admin:create', '--', name, role], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR ?? '/tmp/site-e2e-data',
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54341',
    },
  });
  const line = out.split('\n').find((l) => l.startsWith('one-time password: '));
  if (!line) throw new Error(`admin:create printed no password:\n${out}`);
  return line.slice('one-time password: '.length).trim();
};

/** The first sign-in: the one-time password, then the new password the back office asks for at once. */
export const signInFirstTime = async (page: Page, name: string, oneTime: string, password: string) => {
  await page.goto(`${ADMIN}/`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('用户名').fill(name);
  await page.getByLabel('密码').fill(oneTime);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await page.getByLabel('当前密码').fill(oneTime);
  await page.getByLabel('新密码', { exact: true }).fill(password);
  await page.getByLabel('再次输入新密码').fill(password);
  await page.getByRole('button', { name: '保存新密码' }).click();
};
