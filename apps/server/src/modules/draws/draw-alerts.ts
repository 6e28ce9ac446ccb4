import { type Draw, type DrawCategory, NOTIFICATION_TYPE } from '@maplebridge/contracts';
import type { CrsResultsRepository } from '../crs/crs-results.repository.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';

const CATEGORY_NAMES: Record<DrawCategory, { vi: string; en: string }> = {
  general: { vi: 'tất cả chương trình', en: 'all programs' },
  cec: { vi: 'Diện Kinh nghiệm Canada (CEC)', en: 'Canadian Experience Class' },
  pnp: { vi: 'Chương trình đề cử tỉnh bang (PNP)', en: 'Provincial Nominee Program' },
  fsw: { vi: 'Chương trình Lao động tay nghề liên bang (FSWP)', en: 'Federal Skilled Worker Program' },
  trades: { vi: 'ngành nghề kỹ thuật', en: 'trade occupations' },
  french: { vi: 'thành thạo tiếng Pháp', en: 'French-language proficiency' },
  healthcare: { vi: 'ngành y tế và dịch vụ xã hội', en: 'healthcare and social services' },
  stem: { vi: 'ngành STEM', en: 'STEM occupations' },
  transport: { vi: 'ngành vận tải', en: 'transport occupations' },
  agriculture: { vi: 'ngành nông nghiệp và thực phẩm', en: 'agriculture and agri-food' },
  education: { vi: 'ngành giáo dục', en: 'education occupations' },
  physicians: { vi: 'bác sĩ có kinh nghiệm tại Canada', en: 'physicians with Canadian experience' },
  researchers: {
    vi: 'nhà nghiên cứu có kinh nghiệm tại Canada',
    en: 'researchers with Canadian experience',
  },
  seniorManagers: {
    vi: 'quản lý cấp cao có kinh nghiệm tại Canada',
    en: 'senior managers with Canadian experience',
  },
  military: { vi: 'tuyển quân có tay nghề', en: 'skilled military recruits' },
  other: { vi: 'nhóm khác', en: 'other' },
};

const viDate = (iso: string) => iso.split('-').reverse().join('/');
const EN_DATE = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' });
const enDate = (iso: string) => EN_DATE.format(new Date(iso));
const viNumber = (value: number) => value.toLocaleString('vi-VN');

/**
 * Tells every member whose latest saved score is at or above a new round's lowest score invited,
 * once per round (a round is new only once). Category rounds also need the category's own
 * criteria, so the message says the score is at or above the cut-off, never that it is invited.
 */
export function createDrawAlerts(results: CrsResultsRepository, notifications: NotificationsRepository) {
  return async (rounds: Draw[]): Promise<number> => {
    let sent = 0;
    for (const round of rounds) {
      const members = await results.membersWithLatestAtLeast(round.lowestScore);
      const name = CATEGORY_NAMES[round.category];
      sent += await notifications.createMany(
        members.map((member) => ({
          userId: member.userId,
          type: NOTIFICATION_TYPE.info,
          titleVn: `Đợt mời #${round.number} (${name.vi}): điểm tối thiểu được mời ${round.lowestScore}`,
          titleEn: `Round #${round.number} (${name.en}): lowest score invited ${round.lowestScore}`,
          messageContentVn: `Ngày ${viDate(round.date)}, IRCC gửi ${viNumber(round.invitations)} thư mời. Điểm CRS bạn lưu gần nhất (${member.grandTotal}) bằng hoặc cao hơn điểm tối thiểu của đợt này; đợt mời theo nhóm còn đòi hỏi điều kiện riêng của nhóm.`,
          messageContentEn: `On ${enDate(round.date)}, IRCC issued ${round.invitations.toLocaleString('en-CA')} invitations. Your latest saved CRS score (${member.grandTotal}) is at or above this round's lowest score; category rounds also have their own criteria.`,
          externalLink: JSON.stringify({ DrawNumber: round.number }),
        })),
      );
    }
    return sent;
  };
}
