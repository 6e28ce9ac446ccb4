/**
 * The texts come in parts, each one chunk per language (vite.config.ts): the site's, which every
 * page needs, and those only some routes need, which their routes load (loadLocalePart).
 */
export type LocalePart =
  | 'site'
  | 'crs'
  | 'results'
  | 'chat'
  | 'account'
  | 'contact'
  | 'policy'
  | 'admin'
  | 'ui'
  | 'offline';

/** Locale files (by name) that belong to a route's part; the console's are the files `admin*`. */
const ROUTE_PART_OF_FILE: Record<string, LocalePart> = {
  crs: 'crs',
  // What members do with saved results (name, compare, share), off the quiz's and the result's part.
  results: 'results',
  chat: 'chat',
  'ai-chatbox': 'chat',
  auth: 'account',
  profile: 'account',
  contact: 'contact',
  policy: 'policy',
  // The kit's own texts (dialogs, lists, pagers, the occupation picker), loaded by the routes that show them.
  ui: 'ui',
  // What pages say without a connection, loaded only then (from the service worker's precache).
  offline: 'offline',
};

export function localePartOf(fileName: string): LocalePart {
  if (fileName.startsWith('admin')) return 'admin';
  return ROUTE_PART_OF_FILE[fileName] ?? 'site';
}
