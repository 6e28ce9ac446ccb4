import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#db/client.ts';
import { CLI_TEST_TIMEOUT_MS, cliOnTempData } from '#test/processes.ts';
import { createUsersRepository } from './users.repository.ts';

const cli = path.join(import.meta.dirname, 'create-admin-cli.ts');

describe('npm run admin:create', () => {
  const { dataDir, run } = cliOnTempData(cli, 'mb-admin-');

  it('creates an admin, promotes an existing account, and refuses bad input', {
    timeout: CLI_TEST_TIMEOUT_MS,
  }, async () => {
    expect(
      run('--email', 'Boss@Example.com', '--password', 'Admin2026!', '--phone', '0911111111').stdout,
    ).toContain('Created the admin boss@example.com');
    expect(run('--email', 'boss@example.com').stdout).toContain('is now an admin');
    const weak = run('--email', 'other@example.com', '--password', 'weak', '--phone', '0911111112');
    expect(weak.status).toBe(2);
    expect(weak.stderr).toContain('--password');
    const common = run('--email', 'other@example.com', '--password', 'Password1!', '--phone', '0911111112');
    expect(common.status).toBe(2);
    expect(common.stderr).toContain('one of the most common');
    expect(run('--email', 'not-an-email').status).toBe(2);

    const database = await openDatabase({ dataDir });
    const boss = await createUsersRepository(database.db).findByEmail('boss@example.com');
    await database.close();
    expect(boss).toMatchObject({ userType: 1, isEmailVerified: true, phoneNumber: '0911111111' });
  });
});
