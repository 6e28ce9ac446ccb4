/**
 * The reset proof verify-otp answers (issue 18), kept for /reset-password in this tab only
 * (sessionStorage): unlike the recovery e-mail, it is a secret, and it is dead after 10 minutes.
 */
const KEY = 'reset-token';

const storage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export const resetToken = {
  read: () => storage()?.getItem(KEY) ?? '',
  save: (token: string) => storage()?.setItem(KEY, token),
  clear: () => storage()?.removeItem(KEY),
};
