import { deferredPart } from './deferred-part.tsx';

// The footer is below the fold on every page, so no page's first load carries it.
export const siteFooter = deferredPart(async () => (await import('./site-footer.tsx')).SiteFooter);
