/**
 * The `redirectTo` of a sign-in link comes from the URL, so only a path on this site is followed:
 * `//evil.example` or `https://…` would turn our sign-in page into an open redirect.
 */
export function toSafeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

export function signInPath(currentPath: string): string {
  return `/sign-in?redirectTo=${encodeURIComponent(currentPath)}`;
}

/**
 * The `?redirectTo=` part of an account page's address, or nothing: the account pages pass it on
 * (sign-in → sign-up → sign-in → verify the e-mail), so the person ends where they started.
 */
export function redirectSearch(search: string): string {
  const target = new URLSearchParams(search).get('redirectTo');
  return target ? `?redirectTo=${encodeURIComponent(toSafeRedirectPath(target))}` : '';
}
