/**
 * `npm run admin:create -- --email E --password P [--phone 0…] [--name "…"]`: promotes an existing
 * account to admin, or creates an admin account (a phone number is then required: sign-in uses it).
 */
import { parseArgs } from 'node:util';
import { EmailSchema, FullNameSchema, NewPasswordSchema, PhoneNumberSchema } from '@maplebridge/contracts';
import { loadConfig } from '#config.ts';
import { openDatabase } from '#db/client.ts';
import { hashPassword, isCommonPassword } from '../auth/passwords.ts';
import { createUsersRepository } from './users.repository.ts';

const ADMIN = 1;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    phone: { type: 'string' },
    name: { type: 'string' },
  },
});
const email = EmailSchema.safeParse(values.email ?? '');
if (!email.success) fail('--email must be a valid e-mail address.');

const database = await openDatabase(loadConfig());
try {
  const users = createUsersRepository(database.db);
  const existing = await users.findByEmail(email.data);
  if (existing) {
    await users.update(existing.id, { userType: ADMIN, active: true });
    console.log(`${email.data} is now an admin.`);
  } else {
    const password = NewPasswordSchema.safeParse(values.password ?? '');
    if (!password.success)
      fail(
        '--password must have 8+ characters of unaccented letters, digits and symbols, with a lowercase, an uppercase, a digit and a symbol.',
      );
    if (isCommonPassword(password.data))
      fail('--password is one of the most common passwords; choose another.');
    const phone = PhoneNumberSchema.safeParse(values.phone ?? '');
    if (!phone.success) fail('--phone is required to create an account: 10–11 digits starting with 0.');
    const fullName = FullNameSchema.parse(values.name ?? 'Administrator');
    await users.create({
      email: email.data,
      signUpEmail: email.data,
      phoneNumber: phone.data,
      fullName,
      passwordHash: await hashPassword(password.data),
      userType: ADMIN,
      isEmailVerified: true,
    });
    console.log(`Created the admin ${email.data}.`);
  }
} finally {
  await database.close();
}
