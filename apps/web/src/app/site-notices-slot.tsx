import { deferredPart } from './deferred-part.tsx';

// Loaded as the app starts (after the first paint): the first load stays as it was. Nothing shows
// until the notices have arrived, and then only if there are any.
export const siteNotices = deferredPart(async () => (await import('./site-notices.tsx')).SiteNotices);
