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
