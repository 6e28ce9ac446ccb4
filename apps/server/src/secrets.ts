import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The JWT signing secret: JWT_SECRET when set (required in production); otherwise one generated on
 * first start and kept in the data dir, so tokens survive restarts of an embedded install.
 */
export function resolveJwtSecret(config: { jwt: { secret?: string | undefined }; dataDir: string }): string {
  if (config.jwt.secret) return config.jwt.secret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
