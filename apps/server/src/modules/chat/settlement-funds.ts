import type { Language } from '@maplebridge/contracts';
import { eligibilityRulesFor, fundsRequiredCad } from '@maplebridge/crs/eligibility';
import { dateIn, numberIn } from './assistant-text.ts';

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  mot: 1,
  hai: 2,
  ba: 3,
  bon: 4,
  nam: 5,
  sau: 6,
  bay: 7,
  tam: 8,
};
const COUNT = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|mot|hai|ba|bon|nam|sau|bay|tam)';
const count = (word: string | undefined) => (word ? (NUMBER_WORDS[word] ?? Number(word)) : 0);

/** A question about the money FSW and FST candidates must show. */
export const asksAboutFunds = (folded: string) =>
  /(proof of funds?|settlement funds?|chung minh tai chinh|chung minh .{0,15}tien|cmtc|tien dinh cu|show .{0,20}(money|funds|tien)|how much money)/.test(
    folded,
  );

/**
 * The family size a question states: "a family of 5", "gia đình 4 người", "vợ chồng và 2 con",
 * "me, my wife and three kids", "một mình". Undefined when it says none.
 */
export function readFamilySize(folded: string): number | undefined {
  const stated = new RegExp(
    `\\b(?:family of|gia dinh(?: co)?|nha(?: co)?)\\s*${COUNT}\\b|\\b${COUNT}\\s*(?:people|persons|members|nguoi|thanh vien|khau)\\b`,
  ).exec(folded);
  if (stated) return count(stated[1] ?? stated[2]);
  const children = new RegExp(`\\b${COUNT}\\s*(?:con|children|child|kids?|be|sons?|daughters?)\\b`).exec(
    folded,
  );
  const couple =
    /\b(vo chong|vk ck|couple|married|wife|husband|spouse|partner|vo toi|chong toi|vo va|chong va)\b/.test(
      folded,
    );
  const oneChild = /\b(my son|my daughter|my child|a child|a son|a daughter|con trai|con gai|dua con)\b/.test(
    folded,
  );
  const childCount = children ? count(children[1]) : oneChild ? 1 : 0;
  if (childCount || couple) return (couple ? 2 : 1) + childCount;
  if (/\b(single|alone|just me|mot minh|doc than)\b/.test(folded)) return 1;
  return undefined;
}

const money = (amount: number, language: Language) =>
  language === 'vi' ? `${numberIn(amount, language)} CAD` : `CAD ${numberIn(amount, language)}`;

/** The amount for the family size asked about, or the whole table, with its effective date. */
export function settlementFundsText(
  familySize: number | undefined,
  language: Language,
  asOf: string,
): string {
  const table = eligibilityRulesFor(asOf).funds;
  const since = dateIn(table.effectiveFrom, language);
  const rows = table.byFamilySize.map((amount, index) =>
    language === 'vi'
      ? `- ${index + 1} người: ${money(amount, language)}`
      : `- ${index + 1}: ${money(amount, language)}`,
  );
  const extra = money(table.eachAdditionalMember, language);
  const vi = language === 'vi';
  const lead =
    familySize === undefined
      ? vi
        ? `**Số tiền định cư phải chứng minh** (bảng IRCC áp dụng từ ${since}):`
        : `**Settlement funds to show** (IRCC's table in force since ${since}):`
      : vi
        ? `**Gia đình ${familySize} người cần chứng minh ${money(fundsRequiredCad(table, familySize), language)}** (bảng IRCC áp dụng từ ${since}).`
        : `**A family of ${familySize} must show ${money(fundsRequiredCad(table, familySize), language)}** (IRCC's table in force since ${since}).`;
  const table7 =
    familySize === undefined || familySize > 7
      ? [...rows, vi ? `- Mỗi người thêm: ${extra}` : `- Each additional member: ${extra}`].join('\n')
      : '';
  const who = vi
    ? 'Tính cả bạn, vợ/chồng hoặc bạn đời, con phụ thuộc và con phụ thuộc của vợ/chồng, kể cả người không đi cùng. Ứng viên FSW và FST phải chứng minh; ứng viên CEC và người đang được phép làm việc tại Canada có lời mời làm việc hợp lệ thì không cần. Tiền vay và giá trị nhà đất không được tính; IRCC cập nhật bảng này mỗi năm.'
    : 'Count yourself, your spouse or partner, your dependent children and your spouse’s dependent children, even those not coming with you. FSW and FST candidates must show the funds; CEC candidates do not need to, nor do those authorized to work in Canada with a valid job offer. Borrowed money and home equity do not count; IRCC updates the table every year.';
  return [lead, table7, who].filter(Boolean).join('\n\n');
}
