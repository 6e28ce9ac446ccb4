import { type Draw, type DrawCategory, type Language, NOTIFICATION_TYPE } from '@maplebridge/contracts';
import { CURRENT_RULE_SET, invitationVerdict, roundAccessFor, scoreProfile } from '@maplebridge/crs';
import { assessEligibility } from '@maplebridge/crs/eligibility';
import type { Database } from '#db/client.ts';
import type { CrsResultRow } from '#db/schema/index.ts';
import { readSaved } from '../crs/crs.service.ts';
import { type CrsResultsRepository, createCrsResultsRepository } from '../crs/crs-results.repository.ts';
import { createOutboxRepository } from '../jobs/outbox.repository.ts';
import type { ListMails } from '../mail/list-mails.ts';
import { LIST_MAIL_TEMPLATES } from '../mail/mail-templates.ts';
import {
  createNotificationsRepository,
  type NotificationWrite,
} from '../notifications/notifications.repository.ts';

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

/** How a round concerns a member: the score compared, and what the saved answers show of the round type. */
interface Concern {
  score: number;
  /** `eligible`: the answers show this type of round can invite them; `possible`: they do not rule it out. */
  basis: 'eligible' | 'possible';
}

type LatestResult = Pick<CrsResultRow, 'id' | 'answers' | 'work' | 'grandTotal' | 'ruleSetId'>;
type AlertedMember = Awaited<ReturnType<CrsResultsRepository['latestAtLeast']>>[number]['member'];

/**
 * Whether a round concerns the member, judged as their result page's badge judges it: the score under
 * today's rules at or above the cut-off, in a round type their saved answers (and work step, when
 * given) show can invite them, or do not rule out for a type that does not invite by occupation. A
 * category they cannot be known to meet (no work step for an occupation category) does not concern them.
 */
function concernOf(result: LatestResult, round: Draw, asOf: string): Concern | null {
  const { profile, joined } = readSaved(result);
  if (!profile) return null;
  const score =
    result.ruleSetId === CURRENT_RULE_SET.id ? result.grandTotal : scoreProfile(profile, { asOf }).grandtotal;
  const eligibility = joined ? assessEligibility(joined, asOf) : null;
  const access = roundAccessFor(round.category, profile, eligibility);
  const verdict = invitationVerdict([{ round, access }], score);
  if (!verdict.round || !verdict.isPassed || verdict.basis === 'none') return null;
  return { score, basis: verdict.basis };
}

function toNotification(round: Draw, userId: string, { score, basis }: Concern): NotificationWrite {
  const name = CATEGORY_NAMES[round.category];
  return {
    userId,
    type: NOTIFICATION_TYPE.info,
    titleVn: `Đợt mời #${round.number} (${name.vi}): điểm tối thiểu được mời ${round.lowestScore}`,
    titleEn: `Round #${round.number} (${name.en}): lowest score invited ${round.lowestScore}`,
    messageContentVn: `Ngày ${viDate(round.date)}, IRCC gửi ${viNumber(round.invitations)} thư mời. Kết quả bạn lưu gần nhất được ${score} điểm CRS, bằng hoặc cao hơn điểm tối thiểu của đợt này, ${
      basis === 'eligible'
        ? 'và theo câu trả lời bạn đã lưu, loại đợt mời này có thể mời bạn.'
        : 'nhưng câu trả lời bạn đã lưu chưa cho biết bạn đủ điều kiện chương trình nào: hãy thêm phần công việc của bạn để biết chắc.'
    }`,
    messageContentEn: `On ${enDate(round.date)}, IRCC issued ${round.invitations.toLocaleString('en-CA')} invitations. Your latest saved result (${score} CRS points) is at or above this round's lowest score, ${
      basis === 'eligible'
        ? 'and by your saved answers this type of round can invite you.'
        : 'but your saved answers do not show which programs you qualify for: add your work to know for sure.'
    }`,
    externalLink: JSON.stringify({ DrawNumber: round.number }),
  };
}

interface DrawAlertDependencies {
  db: Database;
  listMails: ListMails;
  now?: () => Date;
  /** Asks the outbox worker to deliver the mails now. */
  nudge?: () => void;
}

/**
 * Alerts the members a new round concerns (`concernOf`), once per round (a round is new only once):
 * in-app, and by e-mail, in their language, to those who opted in with a verified address. A round's
 * notifications and mails are written in one transaction with the outbox rows, so each mail is sent
 * exactly once, and only with its notification. Answers how many members were alerted.
 */
export function createDrawAlerts({
  db,
  listMails,
  now = () => new Date(),
  nudge = () => {},
}: DrawAlertDependencies) {
  const results = createCrsResultsRepository(db);

  const toMail = (round: Draw, member: AlertedMember, result: LatestResult, concern: Concern) => {
    const language: Language = member.defaultLanguage === 'en' ? 'en' : 'vi';
    return listMails.compose({ ...member, language }, 'roundAlerts', ({ unsubscribeUrl, siteUrl }) =>
      LIST_MAIL_TEMPLATES.roundAlert(language, {
        name: member.fullName,
        round,
        roundType: CATEGORY_NAMES[round.category][language],
        ...concern,
        resultUrl: siteUrl(`/crs-tool/result/${result.id}`),
        unsubscribeUrl,
      }),
    );
  };

  return async (rounds: Draw[]): Promise<number> => {
    const asOf = now().toISOString().slice(0, 10);
    let alerted = 0;
    let mailed = 0;
    for (const round of rounds) {
      // Candidates come by their saved score: one that only today's rules lift to the cut-off is missed.
      const concerned = (await results.latestAtLeast(round.lowestScore)).flatMap(({ result, member }) => {
        const concern = concernOf(result, round, asOf);
        return concern ? [{ result, member, concern }] : [];
      });
      if (concerned.length === 0) continue;
      const mails = concerned
        .filter(({ member }) => listMails.canSend && member.emailRoundAlerts && member.isEmailVerified)
        .map(({ result, member, concern }) => toMail(round, member, result, concern));
      await db.transaction(async (tx) => {
        await createNotificationsRepository(tx).createMany(
          concerned.map(({ member, concern }) => toNotification(round, member.id, concern)),
        );
        const outbox = createOutboxRepository(tx);
        for (const payload of mails) await outbox.enqueue({ kind: 'mail', payload });
      });
      alerted += concerned.length;
      mailed += mails.length;
    }
    if (mailed > 0) nudge();
    return alerted;
  };
}
