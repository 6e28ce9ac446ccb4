/** The admin that `playwright.config.ts` creates before the server starts (npm run admin:create). */
export const E2E_ADMIN = {
  email: 'admin@e2e.maplebridge.test',
  password: 'Admin2026!',
  phone: '0900000001',
};
