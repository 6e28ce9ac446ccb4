/**
 * The CRS quiz: the official tool's questions (shared/crs/rules.md §9) in the spec's order, sortOrder
 * 1–32 (§9.1). Yes/no questions use A = Yes and B = No throughout, as the spec's visibility rules
 * assume (rules.md §11 #12); language tests are A CELPIP-G, B IELTS, C PTE Core, D TEF Canada,
 * E TCF Canada, F none (the spec's mapping). Score questions take their options from the chosen test.
 */
export interface AnswerOption {
  value: string;
  title_EN: string;
  title_VN: string;
}

export type QuestionType = 'single-choice' | 'language-test' | 'language-score';

export interface CrsQuestion {
  questionId: number;
  questionName: string;
  sortOrder: number;
  typeQuestion: QuestionType;
  title_EN: string;
  title_VN: string;
  /** HTML, sanitised by the web before display. */
  description_EN: string;
  description_VN: string;
  note_EN: string;
  note_VN: string;
  /** Empty for score questions: their options come from the chosen test's certificate. */
  answers: AnswerOption[];
}

const YES_NO: AnswerOption[] = [
  { value: 'A', title_EN: 'Yes', title_VN: 'Có' },
  { value: 'B', title_EN: 'No', title_VN: 'Không' },
];

const EDUCATION: AnswerOption[] = [
  {
    value: 'A',
    title_EN: 'None, or less than secondary (high school)',
    title_VN: 'Không có, hoặc chưa tốt nghiệp trung học',
  },
  {
    value: 'B',
    title_EN: 'Secondary diploma (high school graduation)',
    title_VN: 'Bằng tốt nghiệp trung học',
  },
  {
    value: 'C',
    title_EN: 'One-year program at a university, college, trade or technical school, or other institute',
    title_VN:
      'Chương trình một năm tại đại học, cao đẳng, trường nghề, trường kỹ thuật hoặc cơ sở đào tạo khác',
  },
  {
    value: 'D',
    title_EN: 'Two-year program at a university, college, trade or technical school, or other institute',
    title_VN:
      'Chương trình hai năm tại đại học, cao đẳng, trường nghề, trường kỹ thuật hoặc cơ sở đào tạo khác',
  },
  {
    value: 'E',
    title_EN:
      "Bachelor's degree (three or more year program at a university, college, trade or technical school, or other institute)",
    title_VN:
      'Bằng cử nhân (chương trình từ ba năm trở lên tại đại học, cao đẳng, trường nghề, trường kỹ thuật hoặc cơ sở đào tạo khác)',
  },
  {
    value: 'F',
    title_EN:
      'Two or more certificates, diplomas, or degrees. One must be for a program of three or more years',
    title_VN: 'Hai hoặc nhiều chứng chỉ, văn bằng; trong đó ít nhất một chương trình từ ba năm trở lên',
  },
  {
    value: 'G',
    title_EN: "Master's degree, or professional degree needed to practice in a licensed profession",
    title_VN: 'Bằng thạc sĩ, hoặc bằng hành nghề chuyên môn cần để hành nghề có giấy phép',
  },
  { value: 'H', title_EN: 'Doctoral level university degree (PhD)', title_VN: 'Bằng tiến sĩ (PhD)' },
];

const CANADIAN_YEARS: AnswerOption[] = [
  { value: 'A', title_EN: 'None or less than a year', title_VN: 'Không có hoặc dưới một năm' },
  { value: 'B', title_EN: '1 year', title_VN: '1 năm' },
  { value: 'C', title_EN: '2 years', title_VN: '2 năm' },
  { value: 'D', title_EN: '3 years', title_VN: '3 năm' },
  { value: 'E', title_EN: '4 years', title_VN: '4 năm' },
  { value: 'F', title_EN: '5 years or more', title_VN: '5 năm trở lên' },
];

const TESTS: AnswerOption[] = [
  { value: 'A', title_EN: 'CELPIP-G', title_VN: 'CELPIP-G' },
  { value: 'B', title_EN: 'IELTS (General Training)', title_VN: 'IELTS (General Training)' },
  { value: 'C', title_EN: 'PTE Core', title_VN: 'PTE Core' },
  { value: 'D', title_EN: 'TEF Canada', title_VN: 'TEF Canada' },
  { value: 'E', title_EN: 'TCF Canada', title_VN: 'TCF Canada' },
];
const NO_TEST: AnswerOption = { value: 'F', title_EN: 'Not applicable', title_VN: 'Không có' };

/** Ages 17 or less, 18 … 44, 45 or more, lettered A … Z, AA … AC as in the official tool. */
const AGES: AnswerOption[] = Array.from({ length: 29 }, (_, index) => {
  const value = index < 26 ? String.fromCharCode(65 + index) : `A${String.fromCharCode(65 + index - 26)}`;
  const age = 17 + index;
  if (age === 17) return { value, title_EN: '17 years of age or less', title_VN: 'Từ 17 tuổi trở xuống' };
  if (age === 45) return { value, title_EN: '45 years of age or more', title_VN: 'Từ 45 tuổi trở lên' };
  return { value, title_EN: `${age} years of age`, title_VN: `${age} tuổi` };
});

const ABILITY_TITLES = [
  ['speaking', 'Speaking', 'Nói'],
  ['listening', 'Listening', 'Nghe'],
  ['reading', 'Reading', 'Đọc'],
  ['writing', 'Writing', 'Viết'],
] as const;

type Draft = Omit<
  CrsQuestion,
  'questionId' | 'sortOrder' | 'description_EN' | 'description_VN' | 'note_EN' | 'note_VN'
> &
  Partial<Pick<CrsQuestion, 'description_EN' | 'description_VN' | 'note_EN' | 'note_VN'>>;

const choice = (
  questionName: string,
  title_EN: string,
  title_VN: string,
  answers: AnswerOption[],
  more: Partial<Draft> = {},
): Draft => ({
  questionName,
  typeQuestion: 'single-choice',
  title_EN,
  title_VN,
  answers,
  ...more,
});

/** The four score questions of one test block; the English titles are the ones the spec's quiz checks. */
const scores = (prefix: string): Draft[] =>
  ABILITY_TITLES.map(([ability, title_EN, title_VN]) => ({
    questionName: `${prefix}${ability[0]?.toUpperCase()}${ability.slice(1)}`,
    typeQuestion: 'language-score',
    title_EN,
    title_VN,
    answers: [],
  }));

const DRAFTS: Draft[] = [
  choice('maritalStatus', 'What is your marital status?', 'Tình trạng hôn nhân của bạn là gì?', [
    { value: 'A', title_EN: 'Annulled Marriage', title_VN: 'Hôn nhân đã bị hủy' },
    { value: 'B', title_EN: 'Common-Law', title_VN: 'Chung sống như vợ chồng (common-law)' },
    { value: 'C', title_EN: 'Divorced / Separated', title_VN: 'Đã ly hôn / ly thân' },
    { value: 'D', title_EN: 'Legally Separated', title_VN: 'Ly thân hợp pháp' },
    { value: 'E', title_EN: 'Married', title_VN: 'Đã kết hôn' },
    { value: 'F', title_EN: 'Never Married / Single', title_VN: 'Độc thân' },
    { value: 'G', title_EN: 'Widowed', title_VN: 'Góa' },
  ]),
  choice(
    'spouseCanadian',
    'Is your spouse or common-law partner a citizen or permanent resident of Canada?',
    'Vợ/chồng hoặc bạn đời chung sống (common-law) của bạn có phải là công dân Canada hoặc thường trú nhân (PR) không?',
    YES_NO,
    {
      note_EN: 'If yes, you are scored as a single applicant.',
      note_VN: 'Nếu có, bạn được tính điểm như người nộp đơn độc thân.',
    },
  ),
  choice(
    'spouseAccompanying',
    'Will your spouse or common-law partner come with you to Canada?',
    'Vợ/chồng hoặc bạn đời của bạn có đi cùng sang Canada không?',
    YES_NO,
  ),
  choice('age', 'How old are you?', 'Bạn bao nhiêu tuổi?', AGES, {
    description_EN:
      '<p>If you have been invited to apply, enter your age on the date you were invited. If you plan to complete an Express Entry profile, enter your current age.</p>',
    description_VN:
      '<p>Nếu bạn đã nhận thư mời nộp hồ sơ (ITA), hãy chọn tuổi của bạn vào ngày được mời. Nếu bạn sắp tạo hồ sơ Express Entry, hãy chọn tuổi hiện tại.</p>',
  }),
  choice('education', 'What is your level of education?', 'Trình độ học vấn của bạn là gì?', EDUCATION, {
    description_EN:
      '<p>Enter the highest level of education for which you either earned a <strong>Canadian degree, diploma or certificate</strong> or had an <strong>Educational Credential Assessment (ECA)</strong> from an approved agency in the last five years.</p>',
    description_VN:
      '<p>Chọn trình độ cao nhất mà bạn có <strong>bằng cấp của Canada</strong>, hoặc đã được <strong>thẩm định bằng cấp nước ngoài (ECA)</strong> bởi một tổ chức được công nhận trong 5 năm gần đây.</p>',
  }),
  choice(
    'canadianCredential',
    'Have you earned a Canadian degree, diploma or certificate?',
    'Bạn có bằng cấp, văn bằng hoặc chứng chỉ của Canada không?',
    YES_NO,
    {
      description_EN:
        '<p>To answer yes, you must have studied in Canada, full-time for at least eight months, and been physically present in Canada for at least eight months. English or French as a second language must not be more than half of the program, and you must not have had a scholarship that requires you to return home.</p>',
      description_VN:
        '<p>Chọn “Có” khi bạn đã học tại Canada, toàn thời gian ít nhất 8 tháng và có mặt tại Canada ít nhất 8 tháng. Các khóa tiếng Anh hoặc tiếng Pháp như ngôn ngữ thứ hai không chiếm quá nửa chương trình, và bạn không nhận học bổng buộc phải về nước.</p>',
      note_EN: 'Distance learning counts for education points, but not for this bonus.',
      note_VN: 'Học từ xa được tính điểm học vấn, nhưng không được tính điểm bổ sung này.',
    },
  ),
  choice(
    'canadianCredentialLevel',
    'Choose the best answer to describe this level of education.',
    'Chọn mô tả đúng nhất cho bằng cấp Canada của bạn.',
    [
      { value: 'A', title_EN: 'Secondary (high school) or less', title_VN: 'Trung học hoặc thấp hơn' },
      {
        value: 'B',
        title_EN: 'One- or two-year diploma or certificate',
        title_VN: 'Văn bằng hoặc chứng chỉ một hoặc hai năm',
      },
      {
        value: 'C',
        title_EN:
          "Degree, diploma or certificate of three years or longer OR a Master's, professional or doctoral degree of at least one academic year",
        title_VN:
          'Bằng cấp, văn bằng hoặc chứng chỉ từ ba năm trở lên, HOẶC bằng thạc sĩ, bằng hành nghề chuyên môn hoặc tiến sĩ của chương trình ít nhất một năm học',
      },
    ],
  ),
  choice(
    'languageTestRecent',
    'Are your test results less than two years old?',
    'Kết quả bài thi ngôn ngữ của bạn còn hạn dưới hai năm không?',
    YES_NO,
    {
      description_EN:
        "<p>Canada's official languages are English and French. You need to submit language test results that are less than two years old for all programs under Express Entry, even if English or French is your first language.</p>",
      description_VN:
        '<p>Ngôn ngữ chính thức của Canada là tiếng Anh và tiếng Pháp. Mọi chương trình Express Entry đều yêu cầu kết quả bài thi ngôn ngữ dưới hai năm, kể cả khi tiếng Anh hoặc tiếng Pháp là tiếng mẹ đẻ của bạn.</p>',
    },
  ),
  {
    questionName: 'firstLanguageTest',
    typeQuestion: 'language-test',
    title_EN: 'Which language test did you take for your first official language?',
    title_VN: 'Bạn đã thi bài thi ngôn ngữ nào cho ngôn ngữ chính thức thứ nhất?',
    answers: TESTS,
    note_EN: 'IELTS Academic and PTE Academic are not accepted for Express Entry.',
    note_VN: 'IELTS Academic và PTE Academic không được chấp nhận cho Express Entry.',
  },
  ...scores('firstLanguage'),
  {
    questionName: 'secondLanguageTest',
    typeQuestion: 'language-test',
    title_EN:
      'Do you have other language results? If so, which language test did you take for your second official language?',
    title_VN:
      'Bạn có kết quả ngôn ngữ khác không? Nếu có, bạn đã thi bài thi nào cho ngôn ngữ chính thức thứ hai?',
    answers: [...TESTS, NO_TEST],
    note_EN:
      'The second language must be the other official language. Test results must be less than two years old.',
    note_VN: 'Ngôn ngữ thứ hai phải là ngôn ngữ chính thức còn lại. Kết quả phải dưới hai năm.',
  },
  ...scores('secondLanguage'),
  choice(
    'canadianWorkYears',
    'In the last ten years, how many years of skilled work experience in Canada do you have?',
    'Trong 10 năm gần đây, bạn có bao nhiêu năm kinh nghiệm làm việc có tay nghề tại Canada?',
    CANADIAN_YEARS,
    {
      description_EN:
        '<p>It must have been paid and full-time (or an equal amount in part-time), in an occupation of NOC TEER category 0, 1, 2 or 3.</p>',
      description_VN:
        '<p>Công việc phải được trả lương, toàn thời gian (hoặc bán thời gian với tổng thời lượng tương đương), thuộc Bảng phân loại nghề nghiệp quốc gia (NOC), cấp TEER 0, 1, 2 hoặc 3.</p>',
    },
  ),
  choice(
    'foreignWorkYears',
    'In the last 10 years, how many total years of foreign skilled work experience do you have?',
    'Trong 10 năm gần đây, bạn có tổng cộng bao nhiêu năm kinh nghiệm làm việc có tay nghề ở nước ngoài?',
    [
      { value: 'A', title_EN: 'None or less than a year', title_VN: 'Không có hoặc dưới một năm' },
      { value: 'B', title_EN: '1 year', title_VN: '1 năm' },
      { value: 'C', title_EN: '2 years', title_VN: '2 năm' },
      { value: 'D', title_EN: '3 years or more', title_VN: '3 năm trở lên' },
    ],
    {
      description_EN:
        '<p>It must have been paid, full-time (or an equal amount in part-time), and in only one occupation (NOC TEER category 0, 1, 2 or 3).</p>',
      description_VN:
        '<p>Công việc phải được trả lương, toàn thời gian (hoặc bán thời gian tương đương) và trong cùng một nghề (NOC cấp TEER 0, 1, 2 hoặc 3).</p>',
    },
  ),
  choice(
    'certificateOfQualification',
    'Do you have a certificate of qualification from a Canadian province, territory or federal body?',
    'Bạn có chứng chỉ hành nghề (certificate of qualification) do một tỉnh bang, vùng lãnh thổ hoặc cơ quan liên bang của Canada cấp không?',
    YES_NO,
    {
      note_EN:
        'A certificate of qualification lets people work in some skilled trades in Canada. Only provinces, territories and a federal body can issue one, after an assessment and an exam. It is not the same as a nomination.',
      note_VN:
        'Chứng chỉ hành nghề cho phép làm một số nghề kỹ thuật tại Canada, chỉ do tỉnh bang, vùng lãnh thổ hoặc cơ quan liên bang cấp sau khi đánh giá và thi. Đây không phải là đề cử tỉnh bang.',
    },
  ),
  choice(
    'jobOffer',
    'Do you have a valid job offer supported by a Labour Market Impact Assessment (if needed)?',
    'Bạn có lời mời làm việc (job offer) hợp lệ, kèm đánh giá tác động thị trường lao động (LMIA) nếu cần không?',
    YES_NO,
    {
      note_EN:
        'Since March 25, 2025, a job offer no longer gives CRS points, for current and future candidates.',
      note_VN:
        'Từ ngày 25/03/2025, lời mời làm việc không còn được cộng điểm CRS, cho cả ứng viên hiện tại và tương lai.',
    },
  ),
  choice('jobOfferTeer', 'Which NOC TEER is the job offer?', 'Lời mời làm việc thuộc nhóm NOC TEER nào?', [
    { value: 'A', title_EN: 'NOC TEER 0 Major group 00', title_VN: 'NOC TEER 0, nhóm chính 00' },
    {
      value: 'B',
      title_EN: 'NOC TEER 1, 2 or 3, or any TEER 0 other than Major group 00',
      title_VN: 'NOC TEER 1, 2 hoặc 3, hoặc TEER 0 ngoài nhóm chính 00',
    },
    { value: 'C', title_EN: 'NOC TEER 4 or 5', title_VN: 'NOC TEER 4 hoặc 5' },
  ]),
  choice(
    'nomination',
    'Do you have a nomination certificate from a province or territory?',
    'Bạn có giấy đề cử tỉnh bang (PNP) của một tỉnh bang hoặc vùng lãnh thổ không?',
    YES_NO,
  ),
  choice(
    'sibling',
    'Do you or your spouse or common-law partner (if they will come with you to Canada) have at least one brother or sister living in Canada who is a citizen or permanent resident?',
    'Bạn hoặc vợ/chồng, bạn đời (nếu đi cùng sang Canada) có ít nhất một anh chị em ruột đang sống tại Canada là công dân hoặc thường trú nhân (PR) không?',
    YES_NO,
    {
      note_EN:
        'The brother or sister must be 18 or older and related by blood, marriage, common-law partnership or adoption, with a parent in common.',
      note_VN:
        'Anh chị em phải từ 18 tuổi, có chung ít nhất cha hoặc mẹ, theo huyết thống, hôn nhân, quan hệ chung sống hoặc nhận nuôi.',
    },
  ),
  choice(
    'spouseEducation',
    'What is the highest level of education for which your spouse or common-law partner has earned a Canadian degree, diploma or certificate, or had an Educational Credential Assessment (ECA)?',
    'Trình độ học vấn cao nhất của vợ/chồng hoặc bạn đời mà có bằng cấp Canada hoặc đã được thẩm định bằng cấp nước ngoài (ECA) là gì?',
    EDUCATION,
  ),
  choice(
    'spouseCanadianWorkYears',
    'In the last ten years, how many years of skilled work experience in Canada does your spouse or common-law partner have?',
    'Trong 10 năm gần đây, vợ/chồng hoặc bạn đời của bạn có bao nhiêu năm kinh nghiệm làm việc có tay nghề tại Canada?',
    CANADIAN_YEARS,
  ),
  {
    questionName: 'spouseLanguageTest',
    typeQuestion: 'language-test',
    title_EN: 'Did your spouse or common-law partner take a language test? If so, which one?',
    title_VN: 'Vợ/chồng hoặc bạn đời của bạn có thi bài thi ngôn ngữ không? Nếu có, là bài thi nào?',
    answers: [...TESTS, NO_TEST],
    note_EN: 'Test results must be less than two years old.',
    note_VN: 'Kết quả phải dưới hai năm.',
  },
  ...scores('spouseLanguage'),
];

/** The question bank, sortOrder 1–32; questionId = 100 + sortOrder keeps the two apart in payloads. */
export const QUESTION_BANK: CrsQuestion[] = DRAFTS.map((draft, index) => ({
  description_EN: '',
  description_VN: '',
  note_EN: '',
  note_VN: '',
  ...draft,
  questionId: 101 + index,
  sortOrder: index + 1,
}));
