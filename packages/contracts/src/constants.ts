// Plain values without zod: the web app's first chunk needs these, and the package is free of side
// effects (package.json), so importing them leaves the schemas and zod out of that chunk.

export const LANGUAGES = ['vi', 'en'] as const;
export const DEFAULT_LANGUAGE = 'vi';

/** Spec section 9: page sizes and the kinds of lists. */
export const NEWS_DEFAULT_PAGE_SIZE = 10;
export const NEWS_MAX_PAGE_SIZE = 100;
export const NEWS_MAX_PAGE_NUMBER = 10_000;
export const RECOMMENDED_TAG = 'recommended';
export const NEWS_SAVED_MESSAGE = 'News saved successfully';
export const NEWS_UNSAVED_MESSAGE = 'News removed from saved list successfully';
export const NOT_LOGGED_IN_MESSAGE = 'User is not login now';

/** postEnum: 0 all, 1 published this month, 2 recommended, 3 saved by the member. */
export const POST_FILTERS = { all: 0, thisMonth: 1, recommended: 2, saved: 3 } as const;
/** orderby: 0 newest, 1 oldest, 2 most viewed. */
export const NEWS_ORDERS = { newest: 0, oldest: 1, mostViewed: 2 } as const;

/** Spec section 3: status Read 0, Sent 1, Error 2; type Infor 0 … System 5. */
export const NOTIFICATION_STATUS = { read: 0, sent: 1, error: 2 } as const;
export const NOTIFICATION_TYPE = { info: 0, warning: 1, error: 2, success: 3, news: 4, system: 5 } as const;
export const NOTIFICATION_PAGE_SIZE = 99;

/** The kinds of Express Entry rounds (`draws.category`); here so that the public rounds page needs no zod. */
export const DRAW_CATEGORIES = [
  'general',
  'cec',
  'pnp',
  'fsw',
  'trades',
  'french',
  'healthcare',
  'stem',
  'transport',
  'agriculture',
  'education',
  'physicians',
  'researchers',
  'seniorManagers',
  'military',
  'other',
] as const;
