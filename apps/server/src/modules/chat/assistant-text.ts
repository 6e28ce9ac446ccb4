import type { Language } from '@maplebridge/contracts';

const IRCC_HOME = {
  // IRCC has no Vietnamese pages: a Vietnamese reader gets the English one, never the French.
  vi: 'https://www.canada.ca/en/immigration-refugees-citizenship.html',
  en: 'https://www.canada.ca/en/immigration-refugees-citizenship.html',
} as const;

/** Which of a factor's two point columns the person's situation calls for; both when it is not known. */
export type SpouseColumn = 'single' | 'withSpouse' | 'both';

const ENGLISH_DATE = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' });

/** A YYYY-MM-DD date as the answer's language writes it: 18/08/2026, August 18, 2026. */
export const dateIn = (date: string, language: Language) =>
  language === 'vi' ? date.split('-').reverse().join('/') : ENGLISH_DATE.format(new Date(date));

/** DD/MM/YYYY in both languages: how the result and the guide date the rules (issue 22). */
const numericDate = (date: string) => date.split('-').reverse().join('/');

/** A whole number with the answer's language's thousands separator: 5.000, 5,000. */
export const numberIn = (value: number, language: Language) =>
  value.toLocaleString(language === 'vi' ? 'vi-VN' : 'en-CA');

/** The offline assistant's own sentences, in both languages (GLOSSARY.md terms and tone). */
export const ASSISTANT_TEXT = {
  vi: {
    greeting:
      'Xin chào! Mình là trợ lý di trú của MapleBridge. Bạn có thể hỏi về Express Entry, điểm CRS, bài thi ngôn ngữ, chứng minh tài chính hay các bước sau khi nhận thư mời nộp hồ sơ (ITA). Nếu bạn cho mình biết tuổi, học vấn, điểm thi ngôn ngữ và số năm kinh nghiệm, mình sẽ ước tính điểm CRS cho bạn.',
    lead: 'Theo các trang chính thức của Chính phủ Canada:',
    noAnswer: `Mình chưa tìm thấy thông tin này trong kho kiến thức được viết từ các nguồn chính thức, nên mình sẽ không đoán. Bạn có thể xem trang của IRCC (${IRCC_HOME.vi}) hoặc [gửi câu hỏi cho đội ngũ MapleBridge](/contact).`,
    disclaimer:
      '_Đây là thông tin chung từ các trang chính thức, không phải tư vấn pháp lý. Khi cần quyết định cho hồ sơ của bạn, hãy hỏi tư vấn viên di trú được cấp phép (RCIC) hoặc luật sư._',
    estimate: (total: number) => `**Điểm CRS ước tính của bạn: ${total}**`,
    parts: (core: number, spouse: number, skill: number, bonus: number) =>
      `(yếu tố cốt lõi ${core}, yếu tố vợ/chồng ${spouse}, yếu tố chuyển đổi kỹ năng ${skill}, điểm bổ sung ${bonus}).`,
    rulesChecked: (inForceFrom: string, checkedOn: string) =>
      `_Quy tắc áp dụng từ ${numericDate(inForceFrom)}, kiểm tra ngày ${numericDate(checkedOn)}._`,
    change: (before: number, difference: number) =>
      `So với hồ sơ trước đó (${before} điểm): ${difference > 0 ? '+' : ''}${difference} điểm.`,
    factorsLead:
      '**Điểm CRS của từng yếu tố** (công cụ tính điểm CRS của MapleBridge, theo quy định hiện hành):',
    factorPoints: (single: number, withSpouse: number, column: SpouseColumn) =>
      single === withSpouse
        ? `**${single} điểm**, dù có vợ/chồng đi cùng hay không`
        : column === 'single'
          ? `**${single} điểm** (không có vợ/chồng đi cùng sang Canada)`
          : column === 'withSpouse'
            ? `**${withSpouse} điểm** (có vợ/chồng đi cùng sang Canada)`
            : `**${single} điểm** nếu không có vợ/chồng đi cùng sang Canada, **${withSpouse} điểm** nếu có`,
    ageDifference: (from: number, to: number, single: number, withSpouse: number, column: SpouseColumn) =>
      column === 'both'
        ? `Từ ${from} đến ${to} tuổi, điểm tuổi thay đổi ${single} điểm (không có vợ/chồng đi cùng) hoặc ${withSpouse} điểm (có vợ/chồng đi cùng).`
        : `Từ ${from} đến ${to} tuổi, điểm tuổi thay đổi ${column === 'single' ? single : withSpouse} điểm.`,
    frenchWithEnglish: 'cùng tiếng Anh CLB 5 trở lên',
    frenchOnly: 'tiếng Anh CLB 4 trở xuống hoặc không có',
    frenchWithYourEnglish: 'cùng tiếng Anh của bạn',
    perAbility: (single: number, withSpouse: number, column: SpouseColumn) =>
      column === 'withSpouse'
        ? `(${withSpouse} điểm mỗi kỹ năng)`
        : column === 'single' || single === withSpouse
          ? `(${single} điểm mỗi kỹ năng)`
          : `(mỗi kỹ năng ${single} điểm nếu không có vợ/chồng đi cùng, ${withSpouse} điểm nếu có)`,
    frenchAdds: (single: number, withSpouse: number, column: SpouseColumn) =>
      `Tiếng Pháp cộng thêm tổng cộng ${column === 'withSpouse' ? withSpouse : single} điểm${column === 'both' && single !== withSpouse ? ` (${withSpouse} điểm nếu có vợ/chồng đi cùng)` : ''}.`,
    yearsOfWork: (years: number) => `${years} năm`,
    factorsNote:
      'Đây chưa phải tổng điểm: điểm chuyển đổi kỹ năng (kết hợp ngôn ngữ, học vấn và kinh nghiệm) và các yếu tố khác cộng thêm. Cho mình biết tuổi, học vấn, điểm thi và số năm kinh nghiệm để mình ước tính tổng điểm.',
    noGuarantee:
      'Không ai có thể bảo đảm bạn nhận thư mời nộp hồ sơ (ITA) hay thị thực: IRCC mời theo điểm CRS và điều kiện của từng đợt mời, không theo người đại diện. Tạo hồ sơ Express Entry là miễn phí. Người hứa chắc chắn có thư mời khi bạn trả tiền là dấu hiệu lừa đảo; nếu cần người đại diện, hãy chọn tư vấn viên di trú được cấp phép (RCIC) hoặc luật sư, và kiểm tra giấy phép của họ.',
    understood: 'Mình hiểu là:',
    assumed: 'Mình giả định:',
    raise: 'Những cách chính để tăng điểm:',
    cutOff: (score: number, round: string, date: string) =>
      `Điểm tối thiểu được mời của đợt mời (draw) chung hoặc CEC gần nhất (đợt ${round}, ${dateIn(date, 'vi')}) là ${score}. CRS không có điểm đậu: mỗi đợt mời có điểm tối thiểu riêng.`,
    quiz: 'Để có điểm chính xác, bạn hãy làm đủ bài kiểm tra tại [công cụ tính điểm CRS](/crs-tool/quiz).',
  },
  en: {
    greeting:
      "Hello! I am MapleBridge's immigration assistant. Ask me about Express Entry, CRS points, language tests, proof of funds or the steps after an Invitation to Apply (ITA). Tell me your age, education, language test scores and years of work, and I will estimate your CRS score.",
    lead: "From the Government of Canada's official pages:",
    noAnswer: `I could not find this in MapleBridge's knowledge base, which is written from official sources, so I will not guess. See IRCC's site (${IRCC_HOME.en}) or [ask the MapleBridge team](/contact).`,
    disclaimer:
      '_This is general information from official pages, not legal advice. For a decision about your case, talk to a licensed immigration consultant (RCIC) or a lawyer._',
    estimate: (total: number) => `**Your estimated CRS score: ${total}**`,
    parts: (core: number, spouse: number, skill: number, bonus: number) =>
      `(core human capital ${core}, spouse ${spouse}, skill transferability ${skill}, additional points ${bonus}).`,
    rulesChecked: (inForceFrom: string, checkedOn: string) =>
      `_Rules in force since ${numericDate(inForceFrom)}, checked ${numericDate(checkedOn)}._`,
    change: (before: number, difference: number) =>
      `Compared with the profile before (${before} points): ${difference > 0 ? '+' : ''}${difference} points.`,
    factorsLead:
      "**The CRS points of each factor** (MapleBridge's CRS calculator, under the rules in force):",
    factorPoints: (single: number, withSpouse: number, column: SpouseColumn) =>
      single === withSpouse
        ? `**${single} points**, with or without a spouse coming along`
        : column === 'single'
          ? `**${single} points** (no spouse or partner coming to Canada)`
          : column === 'withSpouse'
            ? `**${withSpouse} points** (with a spouse or partner coming to Canada)`
            : `**${single} points** without a spouse or partner coming to Canada, **${withSpouse} points** with one`,
    ageDifference: (from: number, to: number, single: number, withSpouse: number, column: SpouseColumn) =>
      column === 'both'
        ? `From age ${from} to ${to}, the age points change by ${single} (without a spouse coming along) or ${withSpouse} (with one).`
        : `From age ${from} to ${to}, the age points change by ${column === 'single' ? single : withSpouse} points.`,
    frenchWithEnglish: 'with English at CLB 5 or higher',
    frenchOnly: 'with English at CLB 4 or lower, or none',
    frenchWithYourEnglish: 'with your English',
    perAbility: (single: number, withSpouse: number, column: SpouseColumn) =>
      column === 'withSpouse'
        ? `(${withSpouse} per ability)`
        : column === 'single' || single === withSpouse
          ? `(${single} per ability)`
          : `(${single} per ability without a spouse coming along, ${withSpouse} with one)`,
    frenchAdds: (single: number, withSpouse: number, column: SpouseColumn) =>
      `French adds ${column === 'withSpouse' ? withSpouse : single} points in all${column === 'both' && single !== withSpouse ? ` (${withSpouse} with a spouse coming along)` : ''}.`,
    yearsOfWork: (years: number) => `${years} year(s)`,
    factorsNote:
      'This is not a total: skill transferability (language, education and work combined) and the other factors add to it. Tell me your age, education, test scores and years of work and I will estimate the total.',
    noGuarantee:
      'Nobody can guarantee you an Invitation to Apply (ITA) or a visa: IRCC invites by CRS score and each round’s conditions, not through representatives. Creating an Express Entry profile is free. Someone who promises a sure invitation for money is a warning sign of a scam; if you want a representative, choose a licensed immigration consultant (RCIC) or a lawyer, and check their licence.',
    understood: 'What I understood:',
    assumed: 'What I assumed:',
    raise: 'The main ways to raise it:',
    cutOff: (score: number, round: string, date: string) =>
      `The lowest score invited in the latest general or CEC round (#${round}, ${dateIn(date, 'en')}) was ${score}. The CRS has no pass mark: each round has its own lowest score.`,
    quiz: 'For an exact score, answer the full quiz in the [CRS calculator](/crs-tool/quiz).',
  },
} satisfies Record<Language, unknown>;
