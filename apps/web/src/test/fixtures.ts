import type { CrsCalculation, NewsItem, NewsSummary, Slide, Tag, User } from '@maplebridge/contracts';
import { scoreProfile } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';

/** A signed-in member as GET /api/users/jwt answers it. */
export const TEST_USER: User = {
  id: '6f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
  email: 'an@example.com',
  userName: 'an@example.com',
  defaultLanguage: 'vi',
  isOTPVerified: true,
  phoneNumber: '0901234567',
  address: '',
  fullName: 'Nguyễn Văn An',
  active: true,
  createdTime: '2026-11-01T00:00:00.000Z',
  updatedTime: '2026-11-01T00:00:00.000Z',
  canadaEntriesProfileDTO: null,
  isEmailVerified: true,
  avatarUrl: '',
  signUpEmail: 'an@example.com',
  userTypeDTO: { type: 0, userTypeName: 'Member', description: 'A MapleBridge member' },
  pendingEmail: null,
};

/** What the server answers for the married applicant's calculation, with the invitation fields given. */
export function marriedCalculation(fields: Partial<CrsCalculation> = {}): CrsCalculation {
  const score = scoreProfile(MARRIED_APPLICANT);
  return {
    ...score,
    lines: score.lines.map((line) => ({ factor: line.factor, points: line.points })),
    ruleSet: {
      id: score.ruleSet.id,
      effectiveFrom: score.ruleSet.effectiveFrom,
      checkedOn: score.ruleSet.checkedOn,
    },
    crsPoints: 0,
    crsPointsRound: null,
    submissionDate: '2026-11-27T08:00:00.000Z',
    advice: { score: score.grandtotal, suggestions: [], ageWarning: null },
    recentDraws: [],
    verdict: { basis: 'none', round: null, isPassed: false },
    work: null,
    eligibility: null,
    eligibilityMoves: [],
    ...fields,
  };
}

const DRAWS_TAG: Tag = { id: 2, name: 'draws', descriptionVN: 'Đợt mời', descriptionEN: 'Draws' };

/** The tags as GET /api/tags answers them. */
export const NEWS_TAGS: Tag[] = [
  { id: 1, name: 'recommended', descriptionVN: 'Đề xuất', descriptionEN: 'Recommended' },
  DRAWS_TAG,
  { id: 3, name: 'french', descriptionVN: 'Tiếng Pháp', descriptionEN: 'French' },
];

/** Article `index`'s id: a UUID that ends in the index. */
export const newsId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

/** Article `index` as a news list shows it: published, in Vietnamese, tagged “draws”. */
export const newsSummary = (index: number, extra: Partial<NewsSummary> = {}): NewsSummary => ({
  id: newsId(index),
  title: `Bài viết số ${index}`,
  previewContent: `Tóm tắt ${index}`,
  imageUrl: '/content/news/draws.svg',
  author: 'MapleBridge',
  language: 'vi',
  publishDate: '2026-08-20T02:00:00.000Z',
  isPublished: true,
  isSaved: false,
  viewCount: 0,
  tags: [DRAWS_TAG],
  ...extra,
});

/** Article `index` as GET /api/news/{id} answers it: the summary's fields, its content and no twin. */
export const newsItem = (index: number, extra: Partial<NewsItem> = {}): NewsItem => ({
  ...newsSummary(index),
  content: '<p>Nội dung</p>',
  sourceUrl: null,
  updatedTime: '2026-08-20T02:00:00.000Z',
  twinId: null,
  twin: null,
  ...extra,
});

/** A banner that opens article 1, first in the carousel. */
export const ARTICLE_SLIDE: Slide = {
  id: 1,
  title: 'Đợt mời mới',
  titleEn: '',
  imageURL: '/a.svg',
  newsExternalId: newsId(1),
  externalLink: '',
  order: 0,
  active: true,
};

/** A banner that opens IRCC's site, second in the carousel. */
export const LINK_SLIDE: Slide = {
  id: 2,
  title: 'IRCC',
  titleEn: '',
  imageURL: '/b.svg',
  newsExternalId: null,
  externalLink: 'https://www.canada.ca/',
  order: 1,
  active: true,
};
