import type { Language } from '@maplebridge/contracts';
import { eligibilityRulesFor } from '@maplebridge/crs/eligibility';
import { type TranslationCatalog, translate } from '../translations/translations.service.ts';

/**
 * The figures people ask for most, each with the page it comes from and the date it took effect
 * (issue 21: "dated figures people ask for are in the knowledge base"). A fact answers when its topic
 * is in the question, or in the message just before a follow-up, and the question asks what it says.
 */
interface DatedFact {
  id: string;
  /** What the fact is about, in the question or the message before it. */
  topic: RegExp;
  /** What the question must ask; any question on the topic when absent. */
  asks?: RegExp;
  /** The knowledge-base page it comes from. */
  page: string;
  /**
   * Asked before the points, jobs and rounds answers look at the question: its topic is never
   * theirs ("ECA" in "Bằng ĐH có cần ECA mới được tính điểm?"). Late facts come after them.
   */
  isEarly?: boolean;
  /** When the figure took effect, shown with it. */
  since?: string;
  text: Record<Language, (context: FactContext) => string>;
}

interface FactContext {
  /** The question and the message before it, folded. */
  said: string;
  asOf: string;
  catalog: TranslationCatalog;
  language: Language;
}

const ENGLISH_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const ENGLISH_DATE = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A month and year said ("tháng 1/2025", "3/2025", "June 2025"), or a year alone ("năm 2023"). */
function readWhen(said: string): { year: number; month?: number } | undefined {
  const numeric = /\b(?:thang\s*)?(\d{1,2})\s*[/-]\s*(20\d{2})\b/.exec(said);
  if (numeric) return { month: Number(numeric[1]), year: Number(numeric[2]) };
  const named = new RegExp(`\\b(${ENGLISH_MONTHS.join('|')})\\s+(20\\d{2})\\b`).exec(said);
  if (named) return { month: ENGLISH_MONTHS.indexOf(named[1] ?? '') + 1, year: Number(named[2]) };
  const year = /\b(20\d{2})\b/.exec(said);
  return year ? { year: Number(year[1]) } : undefined;
}

/** "đến khoảng tháng 1/2027" / "until about January 2027": a date said, plus some years. */
function until(said: string, years: number, language: Language): string {
  const when = readWhen(said);
  if (!when) return '';
  const year = when.year + years;
  if (language === 'vi')
    return when.month ? ` (tức đến khoảng tháng ${when.month}/${year})` : ` (tức đến khoảng năm ${year})`;
  return when.month
    ? ` (that is, until about ${ENGLISH_DATE.format(new Date(Date.UTC(year, when.month - 1, 1)))})`
    : ` (that is, until about ${year})`;
}

const TEST =
  /\b(ielts|celpip|pte|tef|tcf|bai thi|language tests?|test results?|ket qua thi|chung chi (tieng|ngoai ngu))\b/;
const HOW_LONG =
  /(bao lau|how long|valid|expire|het han|dung duoc|den khi nao|con han|hieu luc|good for|bao nhieu ngay|how many days|deadline|han chot|may ngay|when will|khi nao)/;

const FACTS: DatedFact[] = [
  {
    id: 'ita-deadline',
    isEarly: true,
    topic: /\b(ita|thu moi|invitation to apply)\b/,
    asks: HOW_LONG,
    page: 'invitation-to-apply',
    text: {
      vi: () =>
        'Sau khi nhận thư mời nộp hồ sơ (ITA), bạn có **60 ngày** để nộp hồ sơ thường trú nhân (PR) đầy đủ trực tuyến. Quá hạn thì thư mời hết hiệu lực và bạn phải chờ một đợt mời khác.',
      en: () =>
        'After an Invitation to Apply (ITA) you have **60 days** to submit a complete application for permanent residence online. If the deadline passes, the invitation expires and you must wait for another round.',
    },
  },
  {
    id: 'test-validity',
    isEarly: true,
    topic: TEST,
    asks: HOW_LONG,
    page: 'language-tests',
    text: {
      vi: ({ said }) =>
        `Kết quả bài thi ngôn ngữ có giá trị **2 năm** kể từ ngày thi${until(said, 2, 'vi')}. Kết quả phải còn hạn khi bạn tạo hồ sơ Express Entry và cả khi bạn nộp hồ sơ PR. Nếu kết quả hết hạn khi hồ sơ đang trong hệ thống, hồ sơ không còn đủ điều kiện: bạn cần thi lại (thi bài mới) và cập nhật hồ sơ.`,
      en: ({ said }) =>
        `Language test results are valid for **2 years** from the test date${until(said, 2, 'en')}. They must be valid when you create your Express Entry profile and when you submit your application for permanent residence. If they expire while you are in the pool, your profile is no longer eligible: take a new test and update your profile.`,
    },
  },
  {
    id: 'eca',
    isEarly: true,
    topic: /\b(eca|tham dinh bang|danh gia bang|credential assessment|wes)\b/,
    page: 'educational-credential-assessment',
    text: {
      vi: ({ said }) =>
        `Thẩm định bằng cấp (ECA) cần cho bằng cấp học ngoài Canada: để đủ điều kiện FSW và để được điểm CRS cho học vấn đó. Bằng cấp học tại Canada thì không cần ECA. ECA có giá trị **5 năm** kể từ ngày cấp${until(said, 5, 'vi')}. Các tổ chức được IRCC chỉ định gồm World Education Services (WES), Comparative Education Service (Đại học Toronto), International Credential Assessment Service of Canada (ICAS), International Credential Evaluation Service (ICES), International Qualifications Assessment Service (IQAS); bác sĩ dùng Medical Council of Canada, dược sĩ dùng Pharmacy Examining Board of Canada.`,
      en: ({ said }) =>
        `An Educational Credential Assessment (ECA) is needed for education completed outside Canada: to qualify for FSW and to earn CRS points for it. You do not need an ECA for a Canadian credential. An ECA report is valid for **5 years** from its date of issue${until(said, 5, 'en')}. The designated organizations are World Education Services (WES), Comparative Education Service (University of Toronto), International Credential Assessment Service of Canada (ICAS), International Credential Evaluation Service (ICES) and International Qualifications Assessment Service (IQAS); physicians use the Medical Council of Canada and pharmacists the Pharmacy Examining Board of Canada.`,
    },
  },
  {
    id: 'medical-validity',
    isEarly: true,
    topic: /\b(medical|kham suc khoe|suc khoe)\b/,
    asks: HOW_LONG,
    page: 'medical-exams',
    text: {
      vi: () =>
        'Kết quả khám sức khỏe nhập cư thường có giá trị **12 tháng**. Xác nhận thường trú nhân (COPR) thường hết hạn không muộn hơn kết quả khám, nên hãy tính thời gian nhập cảnh.',
      en: () =>
        'Immigration medical exam results are generally valid for **12 months**. Your Confirmation of Permanent Residence usually expires no later than your medical results, so plan your travel.',
    },
  },
  {
    id: 'processing',
    isEarly: true,
    topic:
      /\b(nop ho so|nop xong|submit\w*|pr application|ho so pr|application|processing|xu ly|decision|ket qua|express entry)\b/,
    asks: /(bao lau|how long|processing|thoi gian xu ly|when will|khi nao|bao gio)/,
    page: 'processing-times',
    text: {
      vi: () =>
        'IRCC đặt mục tiêu xử lý phần lớn hồ sơ thường trú nhân diện Express Entry đầy đủ trong **6 tháng** hoặc ít hơn kể từ ngày nhận. Đây là tiêu chuẩn phục vụ, không phải cam kết; thời gian chờ trong hệ thống trước khi nhận thư mời không tính. Xem công cụ thời gian xử lý của IRCC để biết ước tính mới nhất.',
      en: () =>
        "IRCC aims to process most complete Express Entry applications for permanent residence in **6 months** or less from the day it receives them. This is a service standard, not a guarantee; the time in the pool before an invitation does not count. IRCC's processing times tool has the latest estimate.",
    },
  },
  {
    id: 'profile-validity',
    isEarly: true,
    topic: /\b(profiles?|ho so (express entry|ee|trong (pool|he thong))|pool)\b/,
    asks: /(bao lau|how long|valid|expire|het han|con han|hieu luc|60 ngay|60 days)/,
    page: 'express-entry-profile',
    text: {
      vi: () =>
        'Hồ sơ Express Entry (profile) có giá trị **12 tháng** trong hệ thống. Nếu không nhận thư mời trong thời gian đó, hồ sơ hết hạn: bạn tạo hồ sơ mới nếu vẫn đủ điều kiện. Sau khi bắt đầu, bạn có 60 ngày để hoàn tất và gửi hồ sơ.',
      en: () =>
        'An Express Entry profile stays in the pool for up to **12 months**. If you are not invited in that time it expires, and you can create a new profile if you are still eligible. Once started, you have 60 days to complete and submit it.',
    },
  },
  {
    id: 'fees',
    isEarly: true,
    topic: /\b(phi|fees?|le phi|rprf|biometrics?|sinh trac|van tay|cost|chi phi|free|mien phi)\b/,
    page: 'fees',
    since: '2026-04-30',
    text: {
      vi: () =>
        '**Phí của IRCC** (áp dụng từ 30/04/2026, theo thông báo của IRCC ngày 27/03/2026):\n- Phí xử lý hồ sơ: **990 CAD** cho người nộp chính, 990 CAD cho vợ/chồng đi cùng; con phụ thuộc có mức phí thấp hơn.\n- Phí quyền thường trú (RPRF): **600 CAD** cho người nộp chính và cho vợ/chồng; con phụ thuộc không phải trả.\n- Sinh trắc học (vân tay, ảnh): **85 CAD** một người, tối đa **170 CAD** một gia đình.\n- Tạo hồ sơ Express Entry: miễn phí.\nKiểm tra danh sách phí chính thức trước khi trả.',
      en: () =>
        "**IRCC's fees** (since April 30, 2026, as IRCC announced on March 27, 2026):\n- Processing fee: **CAD 990** for the principal applicant, CAD 990 for an accompanying spouse or partner; a lower fee for each dependent child.\n- Right of permanent residence fee (RPRF): **CAD 600** for the principal applicant and for the spouse or partner; dependent children do not pay it.\n- Biometrics: **CAD 85** a person, at most **CAD 170** a family.\n- Creating an Express Entry profile is free.\nCheck IRCC's official fee list before you pay.",
    },
  },
  {
    id: 'cec',
    topic: /\b(cec|canadian experience class|dien kinh nghiem canada)\b/,
    page: 'canadian-experience-class',
    text: {
      vi: () =>
        '**Diện Kinh nghiệm Canada (CEC)** cần:\n- ít nhất **1 năm** (1.560 giờ) làm việc có tay nghề tại Canada (TEER 0, 1, 2 hoặc 3) trong **3 năm** trước khi nộp hồ sơ, có lương và được phép làm việc; tự kinh doanh và công việc làm khi đang là sinh viên toàn thời gian không được tính;\n- ngôn ngữ: **CLB 7** ở cả bốn kỹ năng nếu công việc là TEER 0 hoặc 1, **CLB 5** nếu là TEER 2 hoặc 3;\n- không yêu cầu học vấn tối thiểu, không cần chứng minh tài chính; dự định sống ngoài Quebec.',
      en: () =>
        '**The Canadian Experience Class (CEC)** needs:\n- at least **1 year** (1,560 hours) of skilled work in Canada (TEER 0, 1, 2 or 3) within the **3 years** before you apply, paid and authorized; self-employment and work done while a full-time student do not count;\n- language: **CLB 7** in all four abilities for a TEER 0 or 1 job, **CLB 5** for TEER 2 or 3;\n- no minimum education, no proof of funds; you must plan to live outside Quebec.',
    },
  },
  {
    id: 'fst',
    isEarly: true,
    topic: /\b(fst|fstp|federal skilled trades|skilled trades program|tho tay nghe|lao dong nganh nghe)\b/,
    page: 'federal-skilled-trades-program',
    text: {
      vi: () =>
        '**Chương trình Lao động ngành nghề liên bang (FST)** cần:\n- ít nhất **2 năm** (3.120 giờ) làm việc toàn thời gian trong một nghề kỹ thuật đủ điều kiện, trong **5 năm** trước khi nộp hồ sơ;\n- lời mời làm việc toàn thời gian ít nhất 1 năm, **hoặc** chứng chỉ hành nghề (certificate of qualification) của một tỉnh bang, vùng lãnh thổ hoặc liên bang Canada;\n- ngôn ngữ: **CLB 5** nói và nghe, **CLB 4** đọc và viết;\n- chứng minh tài chính, trừ khi bạn được phép làm việc tại Canada và có lời mời làm việc hợp lệ.',
      en: () =>
        '**The Federal Skilled Trades Program (FST)** needs:\n- at least **2 years** (3,120 hours) of full-time work in an eligible skilled trade within the **5 years** before you apply;\n- a full-time job offer of at least 1 year, **or** a certificate of qualification in the trade from a Canadian provincial, territorial or federal authority;\n- language: **CLB 5** for speaking and listening, **CLB 4** for reading and writing;\n- proof of funds, unless you are authorized to work in Canada and have a valid job offer.',
    },
  },
  {
    id: 'fsw',
    topic: /\b(fsw|fswp|federal skilled worker|tay nghe lien bang|67 diem|67 points?)\b/,
    page: 'federal-skilled-worker-program',
    text: {
      vi: () =>
        '**Chương trình Lao động tay nghề liên bang (FSW)** cần:\n- ít nhất **1 năm** (1.560 giờ) làm việc liên tục, có lương, trong một nghề TEER 0, 1, 2 hoặc 3, trong **10 năm** gần nhất, ở Canada hoặc nước ngoài;\n- ngôn ngữ chính thức thứ nhất **CLB 7** ở cả bốn kỹ năng;\n- bằng trung học trở lên (bằng nước ngoài cần ECA);\n- đạt ít nhất **67/100 điểm** trên thang chọn lọc FSW: ngôn ngữ tối đa 28, học vấn 25, kinh nghiệm 15, tuổi 12, lời mời làm việc 10, khả năng thích nghi 10. Đây là điều kiện đạt/không đạt, khác điểm CRS (tối đa 1.200 điểm, dùng để xếp hạng ứng viên trong hệ thống);\n- chứng minh tài chính, trừ khi bạn được phép làm việc tại Canada và có lời mời làm việc hợp lệ.\nLàm [bài tính điểm CRS](/crs-tool/quiz) để xem điểm FSW của bạn trong phần điều kiện.',
      en: () =>
        '**The Federal Skilled Worker Program (FSW)** needs:\n- at least **1 year** (1,560 hours) of continuous paid work in one TEER 0, 1, 2 or 3 occupation within the last **10 years**, in Canada or abroad;\n- **CLB 7** in all four abilities of the first official language;\n- a secondary or post-secondary credential (a foreign one with an ECA);\n- at least **67 of 100 points** on the FSW selection grid: language up to 28, education 25, experience 15, age 12, arranged employment 10, adaptability 10. It is a pass/fail test, not the CRS (up to 1,200 points, which ranks candidates in the pool);\n- proof of funds, unless you are authorized to work in Canada and have a valid job offer.\nTake the [CRS quiz](/crs-tool/quiz) to see your FSW points in its eligibility section.',
    },
  },
  {
    id: 'categories',
    topic: /\b(nhom nganh|categor\w*|category-based|dot (moi )?tieng phap|french (draws?|rounds?))\b/,
    page: 'category-based-selection',
    text: {
      vi: (context) =>
        `**Nhóm ngành đang áp dụng** cho các đợt mời theo nhóm ngành: ${categoryNames(context)}.\n- Nhóm nghề: cần ít nhất **12 tháng** kinh nghiệm làm việc (cộng dồn, toàn thời gian) trong **3 năm** gần nhất, trong một nghề thuộc danh sách của nhóm (quy định của danh sách năm 2026).\n- Thành thạo tiếng Pháp: **NCLC 7** trở lên ở cả bốn kỹ năng.\n- Vẫn phải đủ điều kiện một chương trình Express Entry (FSW, CEC hoặc FST).`,
      en: (context) =>
        `**The categories in force** for category-based rounds: ${categoryNames(context)}.\n- Occupation categories: at least **12 months** of work (adding up, full-time) within the last **3 years** in an occupation on the category's list (the rule of the 2026 lists).\n- French-language proficiency: **NCLC 7** or higher in all four abilities.\n- You must still be eligible for an Express Entry program (FSW, CEC or FST).`,
    },
  },
  {
    id: 'spouse-maximum',
    topic: /\b(spouse|partner|vo|chong|vk|ck|wife|husband)\b/,
    asks: /\b(most|max\w*|toi da|nhieu nhat)\b/,
    page: 'crs-spouse-factors',
    text: {
      vi: () =>
        'Yếu tố vợ/chồng cộng **tối đa 40 điểm**: học vấn tối đa 10, ngôn ngữ chính thức thứ nhất tối đa 20 (5 mỗi kỹ năng), kinh nghiệm làm việc tại Canada tối đa 10. Khi vợ/chồng đi cùng, điểm yếu tố cốt lõi của bạn tính theo cột "có vợ/chồng" (tối đa 460 thay vì 500).',
      en: () =>
        'Spouse factors add **up to 40 points**: education up to 10, first official language up to 20 (5 an ability), Canadian work experience up to 10. With a spouse coming along, your own core factors use the "with a spouse" column (at most 460 instead of 500).',
    },
  },
];

function categoryNames({ asOf, catalog, language }: FactContext): string {
  const slugs = [
    ...new Set(eligibilityRulesFor(asOf).categories.map((category) => category.id.replace(/^\d{4}-/, ''))),
  ];
  return slugs.map((slug) => translate(catalog, language, `crs.categoryNames.${slug}`)).join(', ');
}

/** The fact a question asks for, with its text in the question's language, or null. */
export function datedFact(
  folded: string,
  before: string | undefined,
  language: Language,
  catalog: TranslationCatalog,
  asOf: string,
  isEarly: boolean,
): { text: string; page: string } | null {
  const asked = FACTS.filter(
    (item) => (item.isEarly ?? false) === isEarly && (item.asks?.test(folded) ?? true),
  );
  // A topic the question names comes before one only the message before it names.
  const fact =
    asked.find((item) => item.topic.test(folded)) ??
    (before === undefined ? undefined : asked.find((item) => item.topic.test(before)));
  if (!fact) return null;
  const said = [before ?? '', folded].join(' ');
  return { text: fact.text[language]({ said, asOf, catalog, language }), page: fact.page };
}
