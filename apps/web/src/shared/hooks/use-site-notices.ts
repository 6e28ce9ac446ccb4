import type { Envelope, SiteNotice } from '@maplebridge/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '#shared/api/api-client.ts';
import { loadLocalePart } from '#shared/i18n/i18n.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';

/** The site notices shown now (issue 22): under the header of every page and on the result page. */
export const SITE_NOTICES_KEY = ['notices'] as const;

/** `fresh` goes past the browser's copy (the API lets it keep one for 30 s): staff see their change. */
const findSiteNotices = async (fresh = false) =>
  (await apiRequest<Envelope<{ items: SiteNotice[] }>>(fresh ? `/notices?fresh=${Date.now()}` : '/notices'))
    .data.items;

export const siteNoticesQueryOptions = () =>
  queryOptions({
    queryKey: SITE_NOTICES_KEY,
    queryFn: () => findSiteNotices(),
    // A notice is a line of news, not the page's content: asked again now and then, once if it fails.
    staleTime: 60_000,
    retry: 1,
  });

export const useSiteNotices = () => useQuery(siteNoticesQueryOptions());

/** After staff published, changed or deleted a notice: the banner of this tab reads them anew. */
export const refreshSiteNotices = (queryClient: QueryClient) =>
  queryClient.fetchQuery({ queryKey: SITE_NOTICES_KEY, queryFn: () => findSiteNotices(true), staleTime: 0 });

/**
 * Whether the kit's texts (`ui`, where `SiteNotice` has its words) are here, loading them once
 * `isNeeded`: a page with no notice never asks for them.
 */
export function useNoticeTexts(isNeeded: boolean) {
  const { i18n } = useTranslation();
  const [isLoaded, setLoaded] = useState(() => i18n.exists('ui.notice.dismiss'));
  useEffect(() => {
    if (!isNeeded || isLoaded) return;
    let isCurrent = true;
    loadLocalePart('ui').then(
      () => isCurrent && setLoaded(true),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [isNeeded, isLoaded]);
  return isLoaded;
}

/** A notice's message in the reader's language. */
export const noticeMessage = (notice: SiteNotice, language: string) =>
  language === 'en' ? notice.messageEn : notice.messageVn;
