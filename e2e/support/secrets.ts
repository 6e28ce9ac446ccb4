/** Server-side secrets the e2e server runs with: none of them may reach the browser. */
export const E2E_SECRETS = {
  JWT_SECRET: 'e2e-jwt-secret-7f3a9c1d5e8b2f4a6c0d9e1b3a5c7f9d',
  AI_API_KEY: 'sk-e2e-provider-key-5b8d2e7f1a4c9e3d',
  CRM_KEY: 'crm-e2e-key-2c6f9a1e4b7d0c3f',
  METRICS_TOKEN: 'metrics-e2e-token-9d1c4f7a2e5b8c0d',
} as const;
