/**
 * The assistant's golden set (issue 21): questions written the way people ask them in Vietnamese
 * Facebook groups and forums and in English ones, each with the short facts its answer must hold
 * and the wrong figures a careless answer would give. `golden-cases.test.ts` runs them offline.
 *
 * Where the figures come from (checked on 2026-11-27, "today" for this set):
 * - CRS points: `/work/shared/crs/rules.md` charts, every whole score checked with `scoreProfile`
 *   of `@maplebridge/crs` (rule set in force since 2025-03-25). A person who does not say they are
 *   married is scored single; a spouse whose education or test is not given scores 0 for it.
 * - IELTS written "8/7/7/7" is read in the order the question gives (L/R/W/S when it says so).
 * - FSW 67-point grid, CEC, FST, settlement funds (table of 2025-07-07; the previous table of
 *   2024-05-28 is the "careless" figure): `/work/shared/data/ee-program-requirements.md`; the two
 *   grid totals here were checked with `assessEligibility`.
 * - Rounds: `apps/server/content/ee-rounds.json` (to #437, 2026-08-19).
 * - Categories and occupations: `/work/shared/data/ee-categories.json` (2026 lists) and
 *   `noc-2021.json`.
 * - Fees: IRCC's indexed fees from 2026-04-30 (economic principal applicant 990, right of permanent
 *   residence 600; 950 and 575 before), as quoted from IRCC's notice of 2026-03-27; biometrics 85
 *   a person, 170 a family. Only one copy of the 2026 notice was found: confirm before relying on it.
 * - Processing standard 6 months, test results 2 years, ECA 5 years, profile 12 months (60 days to
 *   complete it), 60 days after an ITA, medical results 12 months, police certificates for 6 months
 *   or more since age 18: the knowledge base pages of the same topics.
 */
export interface GoldenCase {
  id: string; // short unique slug, e.g. 'celpip-9-points-en'
  language: 'vi' | 'en';
  /** The person's earlier messages in the same conversation, oldest first (follow-ups). */
  history?: string[];
  question: string;
  /** Each item must appear in the answer; an array item means any one of its alternatives. */
  mustContain: (string | string[])[];
  /** Wrong figures or claims a careless answer would give; any hit counts as a wrong number. */
  mustNotContain?: string[];
}

const VI_FALLBACK = ['canada.ca/en/'];
const EN_FALLBACK = ['canada.ca/en/'];
const NOT_FRENCH_PAGE = ['canada.ca/fr/'];

const VIETNAMESE: GoldenCase[] = [
  // Whole profiles
  {
    id: 'crs-29-ielts7-3y-abroad-vi',
    language: 'vi',
    question:
      'E 29t, độc thân, tốt nghiệp ĐH (đã có ECA), ielts 7.0 all, 3 năm kn ở VN, chưa qua Canada. CRS e đc bn điểm ạ?',
    mustContain: ['378'],
    mustNotContain: ['429'],
  },
  {
    id: 'crs-couple-masters-vi',
    language: 'vi',
    question:
      'Mình 32 tuổi, có vợ đi cùng. Mình thạc sĩ, IELTS L8 R7 W7 S7, 3 năm kinh nghiệm ở VN. Vợ có bằng ĐH, IELTS 6.0 all. Cả nhà được bao nhiêu điểm CRS?',
    mustContain: ['447'],
  },
  {
    id: 'crs-husband-35-canada-2y-vi',
    language: 'vi',
    question:
      'ck 35t, vk 33t, ck đứng đơn chính: cử nhân, celpip 9 all, 2 năm làm ở Canada + 1 năm ở VN. vk cao đẳng 2 năm, chưa thi tiếng, đi cùng. tổng CRS bn v mn?',
    mustContain: ['451'],
  },
  {
    id: 'crs-27-college-3y-no-work-vi',
    language: 'vi',
    question:
      '27 tuoi, doc than, tot nghiep cao dang he 3 nam, ielts 6.5 all, chua co kinh nghiem lam viec. CRS duoc bao nhieu?',
    mustContain: ['329'],
  },
  {
    id: 'crs-24-study-canada-vi',
    language: 'vi',
    question:
      'Em 24t, du học Canada xong college 2 năm, đã làm full-time 1 năm ở Canada, IELTS 6.0 đều 4 kỹ năng, độc thân. Điểm em bn ạ?',
    mustContain: ['357'],
  },
  {
    id: 'crs-38-spouse-not-coming-pte-vi',
    language: 'vi',
    question:
      'mình 38t, có vợ nhưng vk ko sang cùng, thạc sĩ, PTE Core nói 84 nghe 82 đọc 78 viết 88, 5 năm kn ở nước ngoài. CRS bao nhiêu?',
    mustContain: ['420'],
  },
  {
    id: 'crs-french-only-vi',
    language: 'vi',
    question:
      '30 tuổi độc thân, cử nhân, chỉ có TEF Canada (nói 456, nghe 434, đọc 434, viết 428), ko có tiếng Anh, 2 năm kinh nghiệm ở VN. Tính giúp CRS với',
    mustContain: ['344'],
    mustNotContain: ['369'],
  },
  {
    id: 'crs-sibling-masters-vi',
    language: 'vi',
    question:
      '29t single, thạc sĩ, ielts 8/7/7/7 (L/R/W/S), 1 năm kn Canada + 2 năm ở VN, có anh trai ở Canada đã có PR. Mình đc bn điểm?',
    mustContain: ['512'],
  },
  {
    id: 'crs-41-phd-pnp-vi',
    language: 'vi',
    question:
      '41 tuổi, tiến sĩ, celpip 10 all, 3 năm kn ở VN, độc thân, vừa được tỉnh bang đề cử (PNP). CRS bn?',
    mustContain: ['1025'],
  },
  {
    id: 'crs-couple-both-28-vi',
    language: 'vi',
    question:
      '2 vc đều 28t. Ck: ĐH, IELTS S7 L8 R7 W7, 2 năm kn ở Canada. Vk: thạc sĩ, celpip 9 all, 1 năm kn Canada, đi cùng. Ck đứng đơn thì đc bn điểm?',
    mustContain: ['459'],
  },
  {
    id: 'crs-26-ielts6-canada-1y-vi',
    language: 'vi',
    question:
      'em 26t, chưa lập gia đình, bằng đại học, IELTS 6.0 cả 4 kỹ năng, 1 năm kinh nghiệm ở Canada. crs bn?',
    mustContain: ['364'],
  },
  {
    id: 'crs-two-credentials-vi',
    language: 'vi',
    question:
      '33 tuổi độc thân, có bằng ĐH + thêm 1 bằng cao đẳng, IELTS nghe 7.5 đọc 7 viết 6.5 nói 7, 3 năm kn ở VN. Điểm CRS?',
    mustContain: ['374'],
  },

  // One factor
  {
    id: 'age-29-vi',
    language: 'vi',
    question: '29 tuổi thì điểm tuổi được bao nhiêu vậy mn?',
    mustContain: ['110', '100'],
  },
  {
    id: 'age-33-with-spouse-vi',
    language: 'vi',
    question: 'ck 33t, vk đi cùng thì điểm tuổi của ck là bn?',
    mustContain: ['80'],
    mustNotContain: ['88'],
  },
  {
    id: 'age-40-single-vi',
    language: 'vi',
    question: '40 tuoi roi con duoc diem tuoi ko? doc than',
    mustContain: ['50'],
  },
  {
    id: 'age-difference-30-35-vi',
    language: 'vi',
    question: 'độc thân, 30t với 35t chênh nhau bao nhiêu điểm tuổi vậy?',
    mustContain: ['105', '77', '28'],
  },
  {
    id: 'age-difference-29-31-vi',
    language: 'vi',
    question: 'năm nay e 29, 2 năm nữa 31 thì mất bn điểm tuổi? (chưa vợ)',
    mustContain: ['110', '99', '11'],
  },
  {
    id: 'education-masters-single-vi',
    language: 'vi',
    question: 'Bằng thạc sĩ được bao nhiêu điểm học vấn ạ? E độc thân',
    mustContain: ['135'],
    mustNotContain: ['126'],
  },
  {
    id: 'education-two-year-spouse-vi',
    language: 'vi',
    question: 'Cao đẳng 2 năm, có vk đi cùng thì học vấn đc mấy điểm?',
    mustContain: ['91'],
    mustNotContain: ['98'],
  },
  {
    id: 'education-eca-needed-vi',
    language: 'vi',
    question: 'Bằng ĐH ở VN có cần làm ECA mới được tính điểm không ạ?',
    mustContain: ['ECA', '5 năm'],
  },
  {
    id: 'celpip-9-points-vi',
    language: 'vi',
    question: 'celpip 9 all thì được bn điểm ngôn ngữ? em độc thân',
    mustContain: ['124'],
    mustNotContain: ['116'],
  },
  {
    id: 'ielts-7-all-points-vi',
    language: 'vi',
    question: 'ielts 7.0 all được mấy điểm ngôn ngữ vậy mọi người (độc thân)',
    mustContain: ['110'],
    mustNotContain: ['124'],
  },
  {
    id: 'ielts-6-5-clb-vi',
    language: 'vi',
    question: 'IELTS 6.5 đều 4 kỹ năng là CLB mấy ạ?',
    mustContain: ['CLB 8', 'CLB 7'],
  },
  {
    id: 'ielts-listening-7-5-vi',
    language: 'vi',
    question: 'ielts nghe 7.5 là CLB mấy? nghe 7 thì sao?',
    mustContain: ['CLB 8', 'CLB 7'],
  },
  {
    id: 'pte-core-clb-8-vi',
    language: 'vi',
    question: 'PTE Core nói 76, nghe 71, đọc 69, viết 79 là CLB mấy, đc bao nhiêu điểm (độc thân)?',
    mustContain: ['CLB 8', '92'],
  },
  {
    id: 'tef-nclc-7-vi',
    language: 'vi',
    question: 'TEF Canada: nói 456, nghe 434, đọc 434, viết 428 thì là NCLC mấy?',
    mustContain: ['NCLC 7'],
  },
  {
    id: 'tcf-nclc-8-vi',
    language: 'vi',
    question: 'tcf canada noi 12 nghe 503 doc 499 viet 12 la nclc may',
    mustContain: ['NCLC 8'],
  },
  {
    id: 'french-second-language-vi',
    language: 'vi',
    question:
      'Đã có CLB 9 tiếng Anh, nếu thi thêm tiếng Pháp NCLC 7 cả 4 kỹ năng thì được cộng thêm tổng cộng bao nhiêu điểm? (độc thân)',
    mustContain: ['50', '62'],
  },
  {
    id: 'french-only-bonus-vi',
    language: 'vi',
    question: 'Chỉ có tiếng Pháp NCLC 7, ko thi tiếng Anh thì điểm thưởng tiếng Pháp là bao nhiêu?',
    mustContain: ['25'],
  },
  {
    id: 'canadian-work-1y-vi',
    language: 'vi',
    question: '1 năm kinh nghiệm làm việc ở Canada được bao nhiêu điểm?',
    mustContain: ['40', '35'],
  },
  {
    id: 'foreign-work-points-vi',
    language: 'vi',
    question: 'Kinh nghiệm làm ở VN có được tính điểm CRS ko mn?',
    mustContain: [['chuyển đổi kỹ năng', 'transferability'], '50'],
  },
  {
    id: 'spouse-education-vi',
    language: 'vi',
    question: 'Vợ em có bằng đại học, đi cùng thì được cộng thêm mấy điểm?',
    mustContain: ['8 điểm'],
  },
  {
    id: 'spouse-canadian-work-vi',
    language: 'vi',
    question: 'vk có 1 năm kn ở Canada thì đc cộng bn điểm cho hồ sơ ck?',
    mustContain: ['5 điểm'],
  },
  {
    id: 'spouse-is-pr-vi',
    language: 'vi',
    question: 'Chồng em đã là PR Canada rồi thì em tính điểm như độc thân hay có gia đình?',
    mustContain: ['độc thân'],
  },
  {
    id: 'sibling-points-vi',
    language: 'vi',
    question: 'Có chị gái ruột ở Canada (đã nhập quốc tịch) thì được mấy điểm?',
    mustContain: ['15'],
  },
  {
    id: 'nomination-points-vi',
    language: 'vi',
    question: 'Có đề cử tỉnh bang (PNP) thì được cộng bao nhiêu điểm?',
    mustContain: ['600'],
  },
  {
    id: 'canadian-masters-bonus-vi',
    language: 'vi',
    question: 'học thạc sĩ 1 năm ở Canada thì được cộng điểm học tập tại Canada bao nhiêu?',
    mustContain: ['30'],
  },
  {
    id: 'job-offer-points-vi',
    language: 'vi',
    question: 'Có job offer LMIA giờ còn được cộng 50 điểm ko ạ?',
    mustContain: ['0 điểm', ['25/03/2025', '2025-03-25', '25 tháng 3 năm 2025']],
  },

  // The effect of one change
  {
    id: 'change-ielts-up-vi',
    language: 'vi',
    question:
      'E 29t độc thân, ĐH, 3 năm kn VN, ielts 7.0 all. Nếu thi lại được L8 R7 W7 S7 thì tăng bao nhiêu điểm?',
    mustContain: ['429', '51'],
  },
  {
    id: 'change-canada-1y-vi',
    language: 'vi',
    question:
      'Mình 32t, độc thân, ĐH, ielts 7 all, 3 năm kn VN. Nếu có thêm 1 năm kn ở Canada thì tăng bn điểm?',
    mustContain: ['440', '78'],
  },
  {
    id: 'change-marriage-vi',
    language: 'vi',
    question:
      'Em 29t, ĐH, ielts 7.0 all, 3 năm kn VN, chưa vợ. Nếu cưới vợ (ĐH, IELTS 6.0 all) và vợ đi cùng thì điểm tăng hay giảm?',
    mustContain: ['373', '378'],
  },

  // Chances and rounds
  {
    id: 'chance-480-vi',
    language: 'vi',
    question: 'CRS 480 có cơ hội không ạ?',
    mustContain: ['523'],
  },
  {
    id: 'chance-nurse-460-vi',
    language: 'vi',
    question: 'Em là điều dưỡng ở VN 3 năm, CRS 460, có hy vọng đợt y tế ko?',
    mustContain: ['475'],
  },
  {
    id: 'chance-french-400-vi',
    language: 'vi',
    question: 'Điểm 400 nhưng có NCLC 7 tiếng Pháp thì có cửa không mn?',
    mustContain: ['382'],
  },
  {
    id: 'chance-cec-520-vi',
    language: 'vi',
    question: 'CRS 520, có 1 năm kn ở Canada, đợt CEC có gọi tới ko?',
    mustContain: ['523', '516'],
  },
  {
    id: 'latest-round-vi',
    language: 'vi',
    question: 'Đợt draw mới nhất là khi nào, lấy bao nhiêu điểm?',
    mustContain: ['382', ['19/08/2026', '2026-08-19']],
  },
  {
    id: 'latest-cec-round-vi',
    language: 'vi',
    question: 'đợt CEC gần nhất lấy bn điểm vậy mn',
    mustContain: ['523', ['18/08/2026', '2026-08-18']],
  },
  {
    id: 'general-round-vi',
    language: 'vi',
    question: 'Lâu rồi có đợt mời chung (all program) nào ko ạ?',
    mustContain: [['23/04/2024', '2024-04-23'], '529'],
  },
  {
    id: 'latest-pnp-round-vi',
    language: 'vi',
    question: 'Đợt PNP gần nhất bao nhiêu điểm?',
    mustContain: ['760'],
  },

  // Settlement funds (table of 2025-07-07)
  {
    id: 'funds-1-vi',
    language: 'vi',
    question: 'Chứng minh tài chính cho 1 người cần bao nhiêu tiền ạ?',
    mustContain: ['15263'],
    mustNotContain: ['14690'],
  },
  {
    id: 'funds-2-vi',
    language: 'vi',
    question: '2 vợ chồng thì cần CMTC bao nhiêu?',
    mustContain: ['19001'],
    mustNotContain: ['18288'],
  },
  {
    id: 'funds-3-vi',
    language: 'vi',
    question: 'vk ck + 1 con nhỏ thì cần chứng minh bao nhiêu tiền?',
    mustContain: ['23360'],
    mustNotContain: ['22483'],
  },
  {
    id: 'funds-5-vi',
    language: 'vi',
    question: 'Gia đình 5 người (2 vc + 3 con) cần show bao nhiêu tiền?',
    mustContain: ['32168'],
    mustNotContain: ['30690'],
  },
  {
    id: 'funds-7-vi',
    language: 'vi',
    question: 'nha em 7 nguoi thi can chung minh tai chinh bao nhieu',
    mustContain: ['40392'],
    mustNotContain: ['38875'],
  },
  {
    id: 'funds-8-vi',
    language: 'vi',
    question: 'Gia đình 8 người cần bao nhiêu tiền chứng minh tài chính?',
    mustContain: ['44504'],
    mustNotContain: ['42833'],
  },
  {
    id: 'funds-cec-vi',
    language: 'vi',
    question: 'Diện CEC có cần chứng minh tài chính ko?',
    mustContain: [['không cần', 'không phải', 'không yêu cầu', 'miễn']],
  },

  // Fees, processing, validity, documents
  {
    id: 'fees-principal-vi',
    language: 'vi',
    question: 'Phí nộp hồ sơ PR diện Express Entry cho 1 người là bao nhiêu ạ?',
    mustContain: ['990', '600'],
    mustNotContain: ['1525'],
  },
  {
    id: 'fees-biometrics-vi',
    language: 'vi',
    question: 'Lấy sinh trắc học (vân tay) mất phí bao nhiêu?',
    mustContain: ['85'],
  },
  {
    id: 'fees-rprf-vi',
    language: 'vi',
    question: 'phí RPRF là gì, bn tiền',
    mustContain: ['600'],
    mustNotContain: ['575'],
  },
  {
    id: 'processing-after-submit-vi',
    language: 'vi',
    question: 'Nộp hồ sơ PR xong thì bao lâu mới có kết quả vậy mn?',
    mustContain: [['6 tháng', 'sáu tháng']],
  },
  {
    id: 'processing-time-vi',
    language: 'vi',
    question: 'thoi gian xu ly ho so express entry hien nay la bao lau?',
    mustContain: [['6 tháng', 'sáu tháng']],
  },
  {
    id: 'ielts-validity-vi',
    language: 'vi',
    question: 'Bằng IELTS có giá trị bao lâu để nộp EE?',
    mustContain: [['2 năm', 'hai năm']],
  },
  {
    id: 'celpip-expiry-vi',
    language: 'vi',
    question: 'celpip em thi tháng 1/2025 thì dùng được đến khi nào?',
    mustContain: [['2 năm', 'hai năm'], '2027'],
  },
  {
    id: 'eca-validity-vi',
    language: 'vi',
    question: 'ECA có hiệu lực bao lâu vậy ạ?',
    mustContain: [['5 năm', 'năm năm']],
  },
  {
    id: 'eca-wes-vi',
    language: 'vi',
    question: 'Làm ECA ở đâu? WES được ko?',
    mustContain: ['WES'],
  },
  {
    id: 'medical-validity-vi',
    language: 'vi',
    question: 'Khám sức khỏe di trú có giá trị bao lâu?',
    mustContain: [['12 tháng', '1 năm', 'một năm']],
  },
  {
    id: 'medical-upfront-vi',
    language: 'vi',
    question: 'Có cần khám sức khỏe trước khi nộp hồ sơ PR ko?',
    mustContain: [['không cần', 'không phải']],
  },
  {
    id: 'police-countries-vi',
    language: 'vi',
    question: 'Cần lý lịch tư pháp của những nước nào?',
    mustContain: [['6 tháng', 'sáu tháng'], '18'],
  },
  {
    id: 'police-child-16-vi',
    language: 'vi',
    question: 'con em 16 tuổi có phải làm lý lịch tư pháp ko?',
    mustContain: ['18'],
  },
  {
    id: 'profile-validity-vi',
    language: 'vi',
    question: 'Hồ sơ EE trong pool được bao lâu thì hết hạn?',
    mustContain: [['12 tháng', '1 năm', 'một năm']],
  },
  {
    id: 'profile-expired-vi',
    language: 'vi',
    question: 'Profile hết hạn mà chưa được mời thì sao ạ?',
    mustContain: [
      ['12 tháng', '1 năm', 'một năm'],
      ['hồ sơ mới', 'nộp lại', 'tạo lại'],
    ],
  },
  {
    id: 'ita-60-days-vi',
    language: 'vi',
    question: 'Nhận ITA rồi thì có bao nhiêu ngày để nộp hồ sơ?',
    mustContain: ['60 ngày'],
    mustNotContain: ['90 ngày'],
  },
  {
    id: 'ita-missed-vi',
    language: 'vi',
    question: 'nhận ITA mà ko nộp kịp thì sao',
    mustContain: ['60 ngày'],
  },

  // Programs and categories
  {
    id: 'fsw-pass-mark-vi',
    language: 'vi',
    question: 'FSW cần bao nhiêu điểm mới đủ điều kiện?',
    mustContain: ['67', '100'],
  },
  {
    id: 'fsw-grid-64-vi',
    language: 'vi',
    question: '29t, ĐH, IELTS 7.0 all, 1 năm kn ở VN, độc thân, ko job offer. Có đủ 67 điểm FSW ko?',
    mustContain: ['64', '67'],
  },
  {
    id: 'fsw-vs-crs-vi',
    language: 'vi',
    question: '67 điểm FSW với điểm CRS khác nhau sao mn?',
    mustContain: ['67', ['1200', 'xếp hạng']],
  },
  {
    id: 'cec-teer-2-language-vi',
    language: 'vi',
    question: 'Em làm TEER 2 ở Canada, đi CEC cần tiếng Anh tối thiểu CLB mấy?',
    mustContain: ['CLB 5'],
  },
  {
    id: 'cec-experience-vi',
    language: 'vi',
    question: 'CEC cần bao nhiêu năm kinh nghiệm ở Canada?',
    mustContain: [['1560', '12 tháng'], '3 năm'],
  },
  {
    id: 'cec-student-work-vi',
    language: 'vi',
    question: 'Đi làm part-time lúc còn là du học sinh full-time thì có tính vào kinh nghiệm CEC ko?',
    mustContain: [['không được tính', 'không tính']],
  },
  {
    id: 'fst-requirements-vi',
    language: 'vi',
    question: 'Diện FST (thợ tay nghề) cần điều kiện gì?',
    mustContain: ['CLB 5', 'CLB 4', ['2 năm', 'hai năm']],
  },
  {
    id: 'fst-truck-driver-vi',
    language: 'vi',
    question: 'Tài xế xe tải có đi diện FST được ko?',
    mustContain: ['73300'],
  },
  {
    id: 'categories-2026-vi',
    language: 'vi',
    question: 'Năm 2026 có những nhóm ngành nào được mời riêng vậy mn?',
    mustContain: [
      'STEM',
      ['tiếng Pháp', 'French'],
      ['y tế', 'healthcare'],
      ['giáo dục', 'education'],
      ['vận tải', 'transport'],
    ],
  },
  {
    id: 'category-french-level-vi',
    language: 'vi',
    question: 'Đợt mời tiếng Pháp cần NCLC mấy?',
    mustContain: ['NCLC 7'],
  },
  {
    id: 'category-experience-vi',
    language: 'vi',
    question: 'Muốn được mời theo nhóm ngành thì cần bao nhiêu tháng kinh nghiệm?',
    mustContain: ['12 tháng', '3 năm'],
    mustNotContain: ['6 tháng'],
  },

  // Occupations
  {
    id: 'occupation-tailor-vi',
    language: 'vi',
    question: 'tôi là thợ may, có đi Express Entry được không?',
    mustContain: ['64200', 'TEER 4'],
  },
  {
    id: 'occupation-chemical-engineer-vi',
    language: 'vi',
    question: 'Mình là kỹ sư hoá, mã NOC là gì và có thuộc nhóm STEM ko?',
    mustContain: ['21320'],
  },
  {
    id: 'occupation-refrigeration-vi',
    language: 'vi',
    question: 'kỹ thuật viên điện lạnh thì NOC bao nhiêu, có vào đợt trades ko ạ?',
    mustContain: ['72402', ['nghề kỹ thuật', 'trades']],
  },
  {
    id: 'occupation-welder-vi',
    language: 'vi',
    question: 'thợ hàn mã noc gì vậy mn',
    mustContain: ['72106'],
  },
  {
    id: 'occupation-nurse-vi',
    language: 'vi',
    question: 'Em là điều dưỡng (y tá) ở bệnh viện, NOC nào, thuộc nhóm ngành nào?',
    mustContain: ['31301', ['y tế', 'healthcare']],
  },
  {
    id: 'occupation-cook-vi',
    language: 'vi',
    question: 'Đầu bếp nhà hàng có được vào nhóm trades năm 2026 ko?',
    mustContain: ['63200'],
  },
  {
    id: 'occupation-accountant-vi',
    language: 'vi',
    question: 'ke toan thi noc la gi, co category nao ko',
    mustContain: ['11100'],
  },
  {
    id: 'occupation-ece-vi',
    language: 'vi',
    question: 'Giáo viên mầm non có được mời theo nhóm giáo dục ko?',
    mustContain: ['42202', ['giáo dục', 'education']],
  },
  {
    id: 'occupation-car-mechanic-vi',
    language: 'vi',
    question: 'Thợ sửa xe ô tô (sửa máy, phanh) thì NOC gì, có nhóm ngành nào ko?',
    mustContain: ['72410', ['vận tải', 'transport']],
  },
  {
    id: 'occupation-nail-vi',
    language: 'vi',
    question: 'Làm nail thì có được tính là kinh nghiệm tay nghề ko?',
    mustContain: ['63211', 'TEER 3'],
  },
  {
    id: 'occupation-psw-vi',
    language: 'vi',
    question: 'Làm hộ lý/PSW trong viện dưỡng lão thì mã NOC là gì?',
    mustContain: ['33102'],
  },
  {
    id: 'occupation-developer-vi',
    language: 'vi',
    question: 'Lập trình viên có nằm trong nhóm STEM năm 2026 ko?',
    mustContain: ['21232'],
  },

  // Honest fallbacks
  {
    id: 'fallback-super-visa-vi',
    language: 'vi',
    question: 'Bảo lãnh bố mẹ sang Canada diện super visa cần gì ạ?',
    mustContain: [VI_FALLBACK],
    mustNotContain: NOT_FRENCH_PAGE,
  },
  {
    id: 'fallback-visitor-visa-vi',
    language: 'vi',
    question: 'Xin visa du lịch Canada cho mẹ mất bao lâu ạ?',
    mustContain: [VI_FALLBACK],
    mustNotContain: NOT_FRENCH_PAGE,
  },
  {
    id: 'fallback-quebec-vi',
    language: 'vi',
    question: 'Em muốn đi Quebec diện Arrima thì làm sao?',
    mustContain: [VI_FALLBACK],
    mustNotContain: NOT_FRENCH_PAGE,
  },
  {
    id: 'fallback-rent-toronto-vi',
    language: 'vi',
    question: 'Thuê nhà ở Toronto giá khoảng bao nhiêu?',
    mustContain: [VI_FALLBACK, '/contact'],
    mustNotContain: NOT_FRENCH_PAGE,
  },
  {
    id: 'fallback-predict-vi',
    language: 'vi',
    question: 'Dự đoán đợt draw tới bao nhiêu điểm vậy mn?',
    mustContain: ['dự đoán'],
  },

  // Follow-ups: the earlier messages build the profile
  {
    id: 'followup-one-more-year-abroad-vi',
    language: 'vi',
    history: ['Em 29t, độc thân, ĐH, ielts 7.0 all, 2 năm kn ở VN'],
    question: 'thêm 1 năm kn nữa thì đc bn điểm?',
    mustContain: ['378'],
  },
  {
    id: 'followup-spouse-not-coming-vi',
    language: 'vi',
    history: ['Mình 31 tuổi, có vợ đi cùng, cử nhân, IELTS 6.5 all, 3 năm kinh nghiệm VN'],
    question: 'còn nếu vợ mình ko đi cùng thì sao?',
    mustContain: ['343'],
  },
  {
    id: 'followup-celpip-up-vi',
    language: 'vi',
    history: ['27 tuổi, độc thân, thạc sĩ, celpip 8 all, 1 năm kn Canada'],
    question: 'nếu celpip lên 9 hết thì thêm bao nhiêu điểm?',
    mustContain: ['459', '32'],
  },
  {
    id: 'followup-chance-vi',
    language: 'vi',
    history: ['toi 33 tuoi, doc than, cu nhan, ielts 7 all, 3 nam kinh nghiem o VN'],
    question: 'vay co co hoi khong?',
    mustContain: ['356'],
  },
  {
    id: 'followup-french-vi',
    language: 'vi',
    history: ['Em 30t, chưa vợ, ĐH, IELTS 8/7/7/7 (L/R/W/S), 2 năm kn Canada'],
    question: 'nếu em học thêm tiếng Pháp được NCLC 7 cả 4 kỹ năng thì sao?',
    mustContain: ['514', '62'],
  },
  {
    id: 'followup-pnp-vi',
    language: 'vi',
    history: ['Mình 28 tuổi độc thân, cao đẳng 2 năm, IELTS 6.0 all, 1 năm kinh nghiệm ở Canada'],
    question: 'nếu có đề cử tỉnh bang thì sao?',
    mustContain: ['942'],
  },
  {
    id: 'followup-spouse-test-vi',
    language: 'vi',
    history: ['Ck 34t, thạc sĩ, ielts 7.5 all, 3 năm kn VN; vk ĐH, chưa thi tiếng, đi cùng'],
    question: 'nếu vk thi ielts đc 6.5 all thì cộng thêm bn?',
    mustContain: ['386', ['12 điểm', '+12']],
  },
  {
    id: 'followup-age-30-vi',
    language: 'vi',
    history: ['Em 29 tuổi, độc thân, ĐH, IELTS 7 all, 3 năm kn VN'],
    question: 'năm sau em 30 tuổi thì còn bao nhiêu điểm?',
    mustContain: ['373'],
  },
  {
    id: 'followup-sibling-vi',
    language: 'vi',
    history: ['mình có anh ruột ở Canada (đã có PR)'],
    question: 'vậy được cộng bao nhiêu điểm?',
    mustContain: ['15'],
  },
  {
    id: 'followup-funds-family-4-vi',
    language: 'vi',
    history: ['Gia đình mình có 2 vợ chồng và 2 con'],
    question: 'vậy cần chứng minh tài chính bao nhiêu?',
    mustContain: ['28362'],
    mustNotContain: ['27297'],
  },
  {
    id: 'followup-funds-3-vi',
    language: 'vi',
    history: ['Cần chứng minh tài chính bao nhiêu cho 1 người?'],
    question: 'còn nhà 3 người?',
    mustContain: ['23360'],
    mustNotContain: ['22483'],
  },
  {
    id: 'followup-ita-days-vi',
    language: 'vi',
    history: ['Em mới nhận ITA hôm qua'],
    question: 'em có bao nhiêu ngày để nộp hồ sơ?',
    mustContain: ['60 ngày'],
  },
  {
    id: 'followup-processing-vi',
    language: 'vi',
    history: ['Em nộp hồ sơ PR sau ITA rồi'],
    question: 'thường bao lâu thì có kết quả ạ?',
    mustContain: [['6 tháng', 'sáu tháng']],
  },
  {
    id: 'followup-welder-trades-vi',
    language: 'vi',
    history: ['Em là thợ hàn, 4 năm kinh nghiệm ở VN'],
    question: 'vậy có được mời theo nhóm ngành trades ko?',
    mustContain: ['72106', ['nghề kỹ thuật', 'trades']],
  },
  {
    id: 'followup-civil-engineer-vi',
    language: 'vi',
    history: ['Mình làm kỹ sư xây dựng'],
    question: 'mã NOC của mình là gì, thuộc nhóm ngành nào?',
    mustContain: ['21300', 'STEM'],
  },
  {
    id: 'followup-ielts-expiry-vi',
    language: 'vi',
    history: ['E thi IELTS tháng 3/2025'],
    question: 'đến khi nào thì hết hạn?',
    mustContain: [['2 năm', 'hai năm'], '2027'],
  },
  {
    id: 'followup-eca-expiry-vi',
    language: 'vi',
    history: ['Mình vừa làm ECA với WES năm 2023'],
    question: 'ECA có hạn bao lâu?',
    mustContain: [['5 năm', 'năm năm'], '2028'],
  },
  {
    id: 'followup-cec-eligibility-vi',
    language: 'vi',
    history: ['Em 26t, độc thân, cử nhân, IELTS 6.0 all, 1 năm kn Canada (TEER 2)'],
    question: 'em đủ điều kiện CEC ko, CRS em bao nhiêu?',
    mustContain: ['364', 'CLB 5'],
  },
  {
    id: 'followup-two-years-canada-vi',
    language: 'vi',
    history: [
      'Em 32 tuổi, độc thân, cử nhân, IELTS 7 all, 3 năm kn VN',
      'nếu có thêm 1 năm kinh nghiệm ở Canada thì sao?',
    ],
    question: 'còn nếu 2 năm ở Canada?',
    mustContain: ['465'],
  },
  {
    id: 'followup-sibling-citizen-vi',
    language: 'vi',
    history: ['Mình 30t, độc thân, thạc sĩ, celpip 9 all, 3 năm kn ở nước ngoài'],
    question: 'còn nếu có thêm anh trai đang là công dân Canada?',
    mustContain: ['479'],
  },
];

const ENGLISH: GoldenCase[] = [
  // Whole profiles
  {
    id: 'crs-29-celpip9-3y-abroad-en',
    language: 'en',
    question:
      "I'm 29, single, bachelor's (ECA done), CELPIP 9 in every skill, 3 years of work experience outside Canada. What's my CRS?",
    mustContain: ['429'],
  },
  {
    id: 'crs-couple-34-en',
    language: 'en',
    question:
      "34 y/o, married, wife is coming with me. I have a master's, IELTS L8.5 R8 W7.5 S7.5, 3 yrs foreign work. Wife: bachelor's, IELTS 7 in each band. What's our CRS?",
    mustContain: ['455'],
  },
  {
    id: 'crs-31-pte-canada-2y-en',
    language: 'en',
    question:
      '31, single, two-year college diploma, PTE Core S76 L71 R69 W79, 2 years of Canadian work experience. CRS?',
    mustContain: ['380'],
  },
  {
    id: 'crs-25-high-school-en',
    language: 'en',
    question: '25, high school only, IELTS 6 each, 1 yr canadian work, single — crs score?',
    mustContain: ['248'],
  },
  {
    id: 'crs-36-phd-spouse-stays-en',
    language: 'en',
    question:
      "36, PhD, IELTS 7.0 in all four, 3 years of work abroad. Married but my husband won't come to Canada. CRS?",
    mustContain: ['382'],
  },
  {
    id: 'crs-couple-canadian-masters-en',
    language: 'en',
    question:
      "We're a couple, both 30. I have a 2-year master's from a Canadian university, 1 year of Canadian work, CELPIP S10 L9 R9 W9. My wife: bachelor's, 1 year Canadian work, CELPIP 8 all. She comes with me. Score?",
    mustContain: ['480'],
  },
  {
    id: 'crs-english-and-french-en',
    language: 'en',
    question:
      "28 single, bachelor, CELPIP 9 all and TEF Canada 456/434/434/428 (S/L/R/W), 2 years abroad. what's my crs",
    mustContain: ['466'],
  },
  {
    id: 'crs-44-masters-en',
    language: 'en',
    question:
      "I'm 44, master's, IELTS 8 in every band, 3+ years experience abroad, single. What would my CRS be?",
    mustContain: ['374'],
  },
  {
    id: 'crs-nominee-en',
    language: 'en',
    question:
      'I got a provincial nomination! 33, single, bachelor, IELTS 6.5 each, 2 years foreign. Total CRS now?',
    mustContain: ['920'],
  },
  {
    id: 'crs-welder-certificate-en',
    language: 'en',
    question:
      '35, single, high school diploma, CELPIP 7 all, 3 yrs foreign welding experience, and I have a certificate of qualification from Alberta. CRS?',
    mustContain: ['250'],
  },
  {
    id: 'crs-sibling-citizen-en',
    language: 'en',
    question:
      "29, single, bachelor's, CELPIP 7 in all four, no work yet, my brother is a Canadian citizen living in Toronto. CRS?",
    mustContain: ['326'],
  },
  {
    id: 'crs-tcf-only-en',
    language: 'en',
    question:
      "27 single master's, only French: TCF Canada speaking 10, listening 458, reading 453, writing 10. No English test. CRS?",
    mustContain: ['363'],
  },

  // One factor
  {
    id: 'age-40-en',
    language: 'en',
    question: 'how many CRS points for age 40? single',
    mustContain: ['50'],
  },
  {
    id: 'age-45-en',
    language: 'en',
    question: 'I turn 45 next month. Do I still get age points?',
    mustContain: [['0 points', 'no points', 'zero', 'no age points']],
  },
  {
    id: 'age-difference-32-33-spouse-en',
    language: 'en',
    question: 'Married, wife coming. How many points do I lose going from 32 to 33?',
    mustContain: ['85', '80', ['5 points', 'lose 5', '-5', '\u22125', '5 fewer']],
  },
  {
    id: 'age-difference-29-35-en',
    language: 'en',
    question: 'Single: points difference between age 29 and 35?',
    mustContain: ['110', '77', '33'],
  },
  {
    id: 'education-phd-en',
    language: 'en',
    question: 'PhD — how many education points? single',
    mustContain: ['150'],
    mustNotContain: ['140'],
  },
  {
    id: 'education-two-credentials-en',
    language: 'en',
    question: "I have a bachelor's plus a one-year postgrad diploma. Education points? single",
    mustContain: ['128'],
  },
  {
    id: 'celpip-9-points-en',
    language: 'en',
    question: "CELPIP 9 in every skill: how many points? I'm single",
    mustContain: ['124'],
    mustNotContain: ['116'],
  },
  {
    id: 'celpip-10-spouse-en',
    language: 'en',
    question: 'CELPIP 10 in all four, married with my spouse coming — first language points?',
    mustContain: ['128'],
    mustNotContain: ['136'],
  },
  {
    id: 'ielts-8777-en',
    language: 'en',
    question: 'IELTS 8/7/7/7 (L/R/W/S), single — how many language points?',
    mustContain: ['124', 'CLB 9'],
  },
  {
    id: 'ielts-7-all-points-en',
    language: 'en',
    question: 'IELTS 7.0 in all four, single. How many points is that?',
    mustContain: ['110'],
    mustNotContain: ['124'],
  },
  {
    id: 'ielts-6-5-points-en',
    language: 'en',
    question: 'ielts 6.5 all bands, how many language points for a single applicant?',
    mustContain: ['86'],
  },
  {
    id: 'ielts-listening-7-en',
    language: 'en',
    question: 'Is IELTS listening 7.0 CLB 8?',
    mustContain: ['CLB 7', '7.5'],
  },
  {
    id: 'pte-core-65-en',
    language: 'en',
    question: 'PTE Core 65 in all four sections — what CLB is that?',
    mustContain: ['CLB 6', 'CLB 7'],
  },
  {
    id: 'french-only-bonus-en',
    language: 'en',
    question: 'I only have NCLC 7 in French, no English test. Do I get the French bonus?',
    mustContain: ['25'],
  },
  {
    id: 'french-nclc-9-second-en',
    language: 'en',
    question: 'I have CLB 9 English. How many points would NCLC 9 in all four French abilities add? single',
    mustContain: ['24', '50', '74'],
  },
  {
    id: 'clb-7-per-ability-en',
    language: 'en',
    question: 'How many points is CLB 7 per ability?',
    mustContain: ['17', '16'],
  },
  {
    id: 'ielts-academic-en',
    language: 'en',
    question: 'Can I use IELTS Academic for Express Entry?',
    mustContain: ['General Training'],
  },
  {
    id: 'pte-academic-en',
    language: 'en',
    question: 'Is PTE Academic accepted for express entry?',
    mustContain: ['PTE Core'],
  },
  {
    id: 'canadian-work-3y-en',
    language: 'en',
    question: '3 years Canadian work experience, how many points? single',
    mustContain: ['64'],
    mustNotContain: ['56'],
  },
  {
    id: 'part-time-work-en',
    language: 'en',
    question: 'does part time work count as canadian experience?',
    mustContain: ['1560'],
  },
  {
    id: 'spouse-ielts-7-en',
    language: 'en',
    question: 'My wife has IELTS 7 in each band. How many spouse language points?',
    mustContain: ['18'],
  },
  {
    id: 'spouse-maximum-en',
    language: 'en',
    question: "What's the most points my spouse can add?",
    mustContain: [['40 points', 'up to 40', 'maximum 40', 'maximum of 40', 'max 40', 'of 40']],
  },
  {
    id: 'sibling-cousin-en',
    language: 'en',
    question: 'My cousin is a PR in Canada, do I get sibling points?',
    mustContain: ['15', ['brother or sister', 'sibling']],
  },
  {
    id: 'nomination-points-en',
    language: 'en',
    question: 'how many points does a provincial nomination add?',
    mustContain: ['600'],
  },
  {
    id: 'canadian-diploma-bonus-en',
    language: 'en',
    question: 'I did a 2-year college diploma in Canada. How many extra points?',
    mustContain: ['15'],
  },
  {
    id: 'certificate-of-qualification-en',
    language: 'en',
    question: 'How many points for a certificate of qualification? My CELPIP is 7 in all four',
    mustContain: ['50'],
  },
  {
    id: 'job-offer-points-en',
    language: 'en',
    question: 'Do I still get 50 points for an LMIA job offer?',
    mustContain: ['0 points', ['March 25, 2025', '25 March 2025', '2025-03-25']],
  },

  // The effect of one change
  {
    id: 'change-masters-en',
    language: 'en',
    question: "30, single, bachelor's, CELPIP 9, 3 years abroad. How many points would a master's add?",
    mustContain: ['464', '40'],
  },
  {
    id: 'change-ielts-en',
    language: 'en',
    question:
      "I'm 27, single, bachelor's, IELTS 7 each, 1 year Canadian work. If my IELTS went to L8 R7 W7 S7, how much would I gain?",
    mustContain: ['432', '26'],
  },
  {
    id: 'change-sibling-en',
    language: 'en',
    question:
      "32, single, master's, CELPIP 8 all, 3 years foreign. My sister just became a PR in Canada — what's my new score?",
    mustContain: ['386', '15'],
  },

  // Chances and rounds
  {
    id: 'chance-480-en',
    language: 'en',
    question: 'My CRS is 480, do I have a chance?',
    mustContain: ['523'],
  },
  {
    id: 'chance-cec-505-en',
    language: 'en',
    question: 'CRS 505 with 2 years of Canadian experience, what are my odds in CEC draws?',
    mustContain: ['523', '516'],
  },
  {
    id: 'chance-welder-475-en',
    language: 'en',
    question: "I'm a welder with CRS 475. Any hope in the trades draws?",
    mustContain: ['477', '72106'],
  },
  {
    id: 'latest-draw-en',
    language: 'en',
    question: 'What was the cutoff in the last draw?',
    mustContain: ['382', ['August 19, 2026', '2026-08-19', '19 August 2026']],
  },
  {
    id: 'stem-draw-en',
    language: 'en',
    question: 'When was the last STEM draw and what was the score?',
    mustContain: ['491', ['April 11, 2024', '2024-04-11', '11 April 2024']],
  },
  {
    id: 'pnp-draw-en',
    language: 'en',
    question: 'latest PNP draw score?',
    mustContain: ['760'],
  },
  {
    id: 'transport-draw-en',
    language: 'en',
    question: 'what was the cut off for the transport category draw?',
    mustContain: ['470'],
  },
  {
    id: 'predict-next-draw-en',
    language: 'en',
    question: 'Will the next CEC draw go below 500?',
    mustContain: ['predict'],
  },

  // Settlement funds (table of 2025-07-07)
  {
    id: 'funds-1-en',
    language: 'en',
    question: 'Proof of funds for a single person?',
    mustContain: ['15263'],
    mustNotContain: ['14690'],
  },
  {
    id: 'funds-couple-en',
    language: 'en',
    question: 'proof of funds for me and my wife?',
    mustContain: ['19001'],
    mustNotContain: ['18288'],
  },
  {
    id: 'funds-4-en',
    language: 'en',
    question: 'How much settlement funds for a family of 4?',
    mustContain: ['28362'],
    mustNotContain: ['27297'],
  },
  {
    id: 'funds-5-en',
    language: 'en',
    question: 'How much proof of funds for a family of 5?',
    mustContain: ['32168'],
    mustNotContain: ['30690'],
  },
  {
    id: 'funds-6-en',
    language: 'en',
    question: 'We are 6 (me, wife, 4 kids). How much money do we need to show?',
    mustContain: ['36280'],
    mustNotContain: ['34917'],
  },
  {
    id: 'funds-9-en',
    language: 'en',
    question: 'family of 9 proof of funds amount?',
    mustContain: ['48616'],
    mustNotContain: ['46791'],
  },
  {
    id: 'funds-child-not-coming-en',
    language: 'en',
    question:
      "My son isn't coming to Canada with us. Do I still count him for proof of funds? It's me, my wife and him. How much then?",
    mustContain: ['23360'],
    mustNotContain: ['19001'],
  },
  {
    id: 'funds-cec-en',
    language: 'en',
    question: "Do I need proof of funds if I'm applying through CEC?",
    mustContain: [
      ['not required', 'do not need', "don't need", 'does not need', 'exempt', 'no proof of funds'],
    ],
  },

  // Fees, processing, validity, documents
  {
    id: 'fees-principal-en',
    language: 'en',
    question: 'How much are the government fees for one person applying for PR through Express Entry?',
    mustContain: ['990', '600'],
    mustNotContain: ['1525'],
  },
  {
    id: 'fees-biometrics-family-en',
    language: 'en',
    question: 'biometrics fee for a family of 4?',
    mustContain: ['85', '170'],
  },
  {
    id: 'fees-profile-free-en',
    language: 'en',
    question: 'Is it free to create an Express Entry profile?',
    mustContain: [['free', 'no fee']],
  },
  {
    id: 'processing-after-submit-en',
    language: 'en',
    question: 'How long after I submit?',
    mustContain: [['6 months', 'six months']],
  },
  {
    id: 'processing-time-en',
    language: 'en',
    question: "what's the processing time for express entry PR applications?",
    mustContain: [['6 months', 'six months']],
  },
  {
    id: 'test-validity-en',
    language: 'en',
    question: 'How long are language test results valid for Express Entry?',
    mustContain: [['2 years', 'two years']],
  },
  {
    id: 'test-expires-in-pool-en',
    language: 'en',
    question: "my IELTS expires while I'm in the pool, what happens?",
    mustContain: [['new test', 'retake', 'take a new', 'take another']],
  },
  {
    id: 'eca-validity-en',
    language: 'en',
    question: 'how long is a WES ECA report valid?',
    mustContain: [['5 years', 'five years']],
  },
  {
    id: 'eca-canadian-degree-en',
    language: 'en',
    question: 'Do I need an ECA if my degree is from a Canadian college?',
    mustContain: [['do not need', "don't need", 'not need', 'no ECA', 'not required']],
  },
  {
    id: 'medical-validity-en',
    language: 'en',
    question: 'How long are immigration medical exam results valid?',
    mustContain: [['12 months', 'one year', '1 year']],
  },
  {
    id: 'medical-family-doctor-en',
    language: 'en',
    question: 'Can my family doctor do the immigration medical?',
    mustContain: ['panel physician'],
  },
  {
    id: 'police-countries-en',
    language: 'en',
    question: 'Which countries do I need police certificates from?',
    mustContain: [['6 months', 'six months'], '18'],
  },
  {
    id: 'police-timing-en',
    language: 'en',
    question: 'When should I request police certificates?',
    mustContain: ['60 days'],
  },
  {
    id: 'profile-validity-en',
    language: 'en',
    question: 'How long does my Express Entry profile stay in the pool?',
    mustContain: [['12 months', 'one year', '1 year']],
  },
  {
    id: 'profile-complete-60-days-en',
    language: 'en',
    question: 'How long do I have to finish my profile once I start it?',
    mustContain: ['60 days'],
  },
  {
    id: 'ita-60-days-en',
    language: 'en',
    question: 'How long do I have to submit after an ITA?',
    mustContain: ['60 days'],
    mustNotContain: ['90 days'],
  },
  {
    id: 'ita-decline-en',
    language: 'en',
    question: 'Can I decline an ITA?',
    mustContain: ['decline', 'pool'],
  },

  // Programs and categories
  {
    id: 'fsw-pass-mark-en',
    language: 'en',
    question: "What's the pass mark for the Federal Skilled Worker program?",
    mustContain: ['67'],
  },
  {
    id: 'fsw-grid-70-en',
    language: 'en',
    question:
      "31, master's, CELPIP 9 all, 3 years of experience, single, no job offer. Do I pass the 67-point FSW grid?",
    mustContain: ['70', '67'],
  },
  {
    id: 'fsw-minimum-english-en',
    language: 'en',
    question: "What's the minimum English for FSW?",
    mustContain: ['CLB 7'],
  },
  {
    id: 'cec-teer-1-language-en',
    language: 'en',
    question: "I'm a software engineer (TEER 1) working in Canada. What CLB do I need for CEC?",
    mustContain: ['CLB 7'],
  },
  {
    id: 'cec-teer-3-language-en',
    language: 'en',
    question: 'I work as a cook in Canada, TEER 3. Minimum language for CEC?',
    mustContain: ['CLB 5'],
  },
  {
    id: 'cec-self-employed-en',
    language: 'en',
    question: 'Does self-employed work in Canada count for CEC?',
    mustContain: [['does not count', "doesn't count", 'do not count', 'not count']],
  },
  {
    id: 'fst-job-offer-en',
    language: 'en',
    question: 'Do I need a job offer for the Federal Skilled Trades program?',
    mustContain: ['certificate of qualification'],
  },
  {
    id: 'fst-language-en',
    language: 'en',
    question: 'What IELTS do I need for FST?',
    mustContain: ['CLB 5', 'CLB 4'],
  },
  {
    id: 'category-experience-en',
    language: 'en',
    question: 'How much experience do I need for a category-based draw in 2026?',
    mustContain: ['12 months', '3 years'],
    mustNotContain: ['6 months'],
  },
  {
    id: 'category-software-developer-en',
    language: 'en',
    question: 'Is software developer in the STEM category?',
    mustContain: ['21232'],
  },
  {
    id: 'categories-2026-en',
    language: 'en',
    question: 'Which categories does IRCC use for Express Entry draws in 2026?',
    mustContain: ['STEM', 'French', ['healthcare', 'health'], 'trades', 'education', 'transport'],
  },

  // Occupations
  {
    id: 'occupation-nurse-en',
    language: 'en',
    question: 'registered nurse — what NOC and which category?',
    mustContain: ['31301', ['healthcare', 'health']],
  },
  {
    id: 'occupation-truck-driver-en',
    language: 'en',
    question: "I'm a truck driver. What's my NOC, and is there a category for me?",
    mustContain: ['73300', 'TEER 3'],
  },
  {
    id: 'occupation-electrician-en',
    language: 'en',
    question: 'electrician NOC code?',
    mustContain: ['72200'],
  },
  {
    id: 'occupation-welder-en',
    language: 'en',
    question: 'welder, which NOC and TEER?',
    mustContain: ['72106', 'TEER 2'],
  },
  {
    id: 'occupation-hvac-en',
    language: 'en',
    question: 'HVAC technician - does it count for the trades category?',
    mustContain: ['72402'],
  },
  {
    id: 'occupation-cook-en',
    language: 'en',
    question: 'Are cooks still in the trades category in 2026?',
    mustContain: ['63200'],
  },
  {
    id: 'occupation-butcher-en',
    language: 'en',
    question: 'butcher NOC and category?',
    mustContain: ['63201'],
  },
  {
    id: 'occupation-ece-en',
    language: 'en',
    question: 'early childhood educator, NOC?',
    mustContain: ['42202'],
  },
  {
    id: 'occupation-civil-engineer-en',
    language: 'en',
    question: 'civil engineer — is it in the STEM category?',
    mustContain: ['21300'],
  },
  {
    id: 'occupation-cashier-en',
    language: 'en',
    question: "I'm a cashier, can my experience count for Express Entry?",
    mustContain: ['65100', 'TEER 5'],
  },
  {
    id: 'occupation-chemical-engineer-en',
    language: 'en',
    question: 'chemical engineer NOC code',
    mustContain: ['21320'],
  },
  {
    id: 'occupation-car-mechanic-en',
    language: 'en',
    question: 'car mechanic (engines, brakes) — NOC?',
    mustContain: ['72410'],
  },

  // Honest fallbacks
  {
    id: 'fallback-sponsor-parents-en',
    language: 'en',
    question: 'How do I sponsor my parents?',
    mustContain: [EN_FALLBACK],
    mustNotContain: NOT_FRENCH_PAGE,
  },
  {
    id: 'fallback-study-permit-en',
    language: 'en',
    question: 'Can my 16-year-old get a study permit?',
    mustContain: [EN_FALLBACK],
    mustNotContain: NOT_FRENCH_PAGE,
  },
  {
    id: 'fallback-minimum-wage-en',
    language: 'en',
    question: "What's the minimum wage in Alberta?",
    mustContain: [EN_FALLBACK, '/contact'],
    mustNotContain: NOT_FRENCH_PAGE,
  },
  {
    id: 'fallback-guarantee-en',
    language: 'en',
    question: 'Can you guarantee I get an ITA if I pay a consultant?',
    mustContain: ['guarantee'],
  },
  {
    id: 'fallback-asylum-en',
    language: 'en',
    question: 'How do I claim asylum at the border?',
    mustContain: [EN_FALLBACK],
    mustNotContain: NOT_FRENCH_PAGE,
  },

  // Follow-ups: the earlier messages build the profile
  {
    id: 'followup-one-more-year-en',
    language: 'en',
    history: ['I am 29, single, bachelor, IELTS 7 each, 2 years work abroad'],
    question: 'and with one more year of work?',
    mustContain: ['378'],
  },
  {
    id: 'followup-wife-stays-en',
    language: 'en',
    history: [
      "I'm 33, married, my wife is coming with me. Master's, CELPIP 9 all, 3 years foreign work. Wife: bachelor's, no test.",
    ],
    question: 'what if my wife stays back home?',
    mustContain: ['447'],
  },
  {
    id: 'followup-year-in-canada-en',
    language: 'en',
    history: ['28, single, bachelor, IELTS 6.5 in everything, 1 year Canadian experience'],
    question: 'what if I get 1 more year in Canada?',
    mustContain: ['407'],
  },
  {
    id: 'followup-chance-en',
    language: 'en',
    history: ['29 single masters IELTS 7 each 3 years abroad'],
    question: 'do I have a chance?',
    mustContain: ['405'],
  },
  {
    id: 'followup-french-en',
    language: 'en',
    history: ["I'm 31, single, bachelor's, CELPIP 9 all, 2 years in Canada"],
    question: 'how much would TEF NCLC 7 in all four add?',
    mustContain: ['508', '62'],
  },
  {
    id: 'followup-pnp-en',
    language: 'en',
    history: ['30 y/o, single, two-year diploma, IELTS 6 each, 1 year Canadian work'],
    question: 'and with a PNP?',
    mustContain: ['937'],
  },
  {
    id: 'followup-funds-family-en',
    language: 'en',
    history: ['How much proof of funds do I need for just me?'],
    question: 'and if my wife and two kids come too?',
    mustContain: ['28362'],
    mustNotContain: ['27297'],
  },
  {
    id: 'followup-ita-days-en',
    language: 'en',
    history: ['I got my ITA today'],
    question: 'how long do I have?',
    mustContain: ['60 days'],
  },
  {
    id: 'followup-decision-en',
    language: 'en',
    history: ['I submitted my PR application last week'],
    question: 'when will I get a decision?',
    mustContain: [['6 months', 'six months']],
  },
  {
    id: 'followup-electrician-en',
    language: 'en',
    history: ['I work as an electrician in Vietnam'],
    question: 'what NOC is that and can I get a trades draw?',
    mustContain: ['72200', 'trades'],
  },
  {
    id: 'followup-nurse-category-en',
    language: 'en',
    history: ["I'm a registered nurse with 2 years of experience"],
    question: 'which category would I be in?',
    mustContain: ['31301', ['healthcare', 'health']],
  },
  {
    id: 'followup-celpip-valid-en',
    language: 'en',
    history: ['I took CELPIP in June 2025'],
    question: 'how long is it valid?',
    mustContain: [['2 years', 'two years'], '2027'],
  },
  {
    id: 'followup-younger-en',
    language: 'en',
    history: [
      '37, married, spouse coming, bachelor, IELTS 7 each, 3 years foreign; spouse bachelor, no test',
    ],
    question: 'what if I were 35 instead?',
    mustContain: ['331'],
  },
  {
    id: 'followup-marriage-en',
    language: 'en',
    history: ["I'm 29, bachelor's, IELTS 7.0 each, 3 years abroad, not married yet"],
    question: "if I marry and my wife comes with me (bachelor's, IELTS 6 each), how does my score change?",
    mustContain: ['373', '378'],
  },
  {
    id: 'followup-medical-valid-en',
    language: 'en',
    history: ['I did my immigration medical in January'],
    question: 'how long are the results good for?',
    mustContain: [['12 months', 'one year', '1 year']],
  },
  {
    id: 'followup-profile-expiry-en',
    language: 'en',
    history: ['My profile has been in the pool since December 2025'],
    question: 'when does it expire?',
    mustContain: [['12 months', 'one year', '1 year']],
  },
  {
    id: 'followup-two-years-canada-en',
    language: 'en',
    history: [
      "I'm 30, single, master's, IELTS 8/7/7/7 (L/R/W/S), 3 years abroad",
      'and with one year in Canada?',
    ],
    question: 'and two years?',
    mustContain: ['517'],
  },
  {
    id: 'followup-carpenter-470-en',
    language: 'en',
    history: ['My CRS is 470 and I work as a carpenter'],
    question: 'is that enough?',
    mustContain: ['477', '72310'],
  },
];

export const GOLDEN_CASES: GoldenCase[] = [...VIETNAMESE, ...ENGLISH];
