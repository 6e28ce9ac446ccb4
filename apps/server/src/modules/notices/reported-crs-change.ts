import type { SiteNoticeWrite } from './notices.repository.ts';

/** The seeded notice's own id: a second replica seeding at the same time adds nothing. */
export const REPORTED_CRS_CHANGE_NOTICE_ID = '2026b103-0000-4000-8000-000000000022';

/**
 * Issue 22: IRCC was reported to change the CRS from 2026-11-03 for high-wage occupations, with no
 * point values, occupation list or Ministerial Instructions to be found (shared/crs/rules.md §13,
 * checked 2026-11-25). Worded as reported, and as not in the scores; no link, as no official
 * source was found.
 */
export const reportedCrsChangeNotice = (now: Date): SiteNoticeWrite => ({
  messageVn:
    'Có tin cho biết IRCC thay đổi Hệ thống xếp hạng toàn diện (CRS) từ ngày 03/11/2026, với điểm cho các nghề lương cao. IRCC chưa công bố số điểm, nên thay đổi này chưa được tính vào điểm CRS trên MapleBridge: điểm bạn thấy vẫn theo quy tắc áp dụng từ 25/03/2025.',
  messageEn:
    'IRCC was reported to change the Comprehensive Ranking System (CRS) from November 3, 2026, with points for high-wage occupations. IRCC has not published the points, so this change is not yet included in the CRS scores on MapleBridge: scores follow the rules in force since March 25, 2025.',
  severity: 'warning',
  linkUrl: null,
  startsAt: now,
  endsAt: null,
});
