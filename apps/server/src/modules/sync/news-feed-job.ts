import { NOTIFICATION_TYPE } from '@maplebridge/contracts';
import type { Database } from '#db/client.ts';
import { importFeed } from '../news/import-feed.ts';
import { createNewsRepository } from '../news/news.repository.ts';
import { type Feed, FeedFormatError, parseFeed } from '../news/parse-feed.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import { createSyncRepository } from './sync.repository.ts';
import { SyncFailure, type SyncJob } from './sync-job.ts';

/** A feed that states no language may say it in its address (`…/news/en/v2?…`, IRCC's). */
function languageOfUrl(url: string): Feed['language'] {
  const segments = new URL(url).pathname.split('/');
  if (segments.includes('vi')) return 'vi';
  if (segments.includes('en')) return 'en';
  return null;
}

/**
 * RSS and Atom news feeds: each entry becomes a draft article once (known by its id), and every
 * admin gets a bell notification of how many wait for review.
 */
export function createNewsFeedJob(db: Database): SyncJob {
  const news = createNewsRepository(db);
  const notifications = createNotificationsRepository(db);
  const sync = createSyncRepository(db);
  return {
    async importDocument(text, url) {
      let feed: Feed;
      try {
        feed = parseFeed(text);
      } catch (error) {
        if (error instanceof FeedFormatError) throw new SyncFailure('malformed', error.message);
        throw error;
      }
      const language = feed.language ?? languageOfUrl(url);
      if (!language)
        throw new SyncFailure('noLanguage', 'the feed states no vi or en language (xml:lang, <language>)');
      return (await importFeed(news, feed, { language })).created;
    },

    async afterAdded(added) {
      const staff = await sync.findStaffIds();
      await notifications.createMany(
        staff.map((userId) => ({
          userId,
          type: NOTIFICATION_TYPE.info,
          titleVn: `${added} bài viết mới chờ bạn duyệt`,
          titleEn: `${added} new ${added === 1 ? 'article' : 'articles'} to review`,
          messageContentVn:
            'Các bài này được nhập tự động từ nguồn tin và đang là bản nháp. Vào trang quản trị, mục Tin tức, lọc "Bản nháp" để đọc lại và đăng.',
          messageContentEn:
            'They were imported automatically from the news feeds and wait as drafts. In the staff console, open News and filter "Draft" to review and publish them.',
        })),
      );
    },
  };
}
