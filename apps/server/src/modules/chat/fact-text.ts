import type { Language } from '@maplebridge/contracts';
import type { TranslationCatalog } from '../translations/translations.service.ts';
import { translate } from '../translations/translations.service.ts';
import type { FactNote } from './crs-facts.ts';

/** One fact of a CRS question, as a phrase in the answer's language. */
export function describeFact(note: FactNote, language: Language, catalog: TranslationCatalog): string {
  const vi = language === 'vi';
  switch (note.code) {
    case 'age':
      return vi ? `${note.age} tuổi` : `age ${note.age}`;
    case 'married':
      return vi ? 'đã kết hôn hoặc chung sống (common-law)' : 'married or common-law';
    case 'single':
      return vi ? 'không có vợ/chồng đi cùng sang Canada' : 'no spouse or partner coming to Canada';
    case 'spouseNotComing':
      return vi ? 'vợ/chồng không đi cùng sang Canada' : 'your spouse is not coming to Canada';
    case 'sibling':
      return vi ? 'có anh chị em ruột ở Canada' : 'a brother or sister in Canada';
    case 'nomination':
      return vi ? 'có đề cử tỉnh bang' : 'a provincial nomination';
    case 'education':
      return translate(catalog, language, `crs.education.${note.education}`);
    case 'educationDefault':
      return vi ? 'học vấn: bằng tốt nghiệp trung học' : 'education: a secondary diploma';
    case 'language': {
      const { speaking, listening, reading, writing } = note.scores;
      if (note.isOverall)
        return vi ? `${note.test} ${speaking} ở cả bốn kỹ năng` : `${note.test} ${speaking} in every ability`;
      return vi
        ? `${note.test}: nói ${speaking}, nghe ${listening}, đọc ${reading}, viết ${writing}`
        : `${note.test}: speaking ${speaking}, listening ${listening}, reading ${reading}, writing ${writing}`;
    }
    case 'secondLanguage':
      return vi ? `${note.test} ở trình độ NCLC ${note.level}` : `${note.test} at NCLC ${note.level}`;
    case 'canadianWork':
      return vi
        ? `${note.years} năm kinh nghiệm làm việc có tay nghề tại Canada`
        : `${note.years} year(s) of skilled work in Canada`;
    case 'foreignWork':
      return vi
        ? `${note.years} năm kinh nghiệm làm việc có tay nghề ở nước ngoài`
        : `${note.years} year(s) of skilled work outside Canada`;
    case 'noWork':
      return vi ? 'không có kinh nghiệm làm việc có tay nghề' : 'no skilled work experience';
    case 'spouseEducation':
      return `${vi ? 'vợ/chồng' : 'spouse'}: ${translate(catalog, language, `crs.education.${note.education}`)}`;
    case 'spouseLanguage': {
      const scores = note.scores
        ? note.scores.speaking === note.scores.listening &&
          note.scores.listening === note.scores.reading &&
          note.scores.reading === note.scores.writing
          ? `${note.scores.speaking}`
          : `${note.scores.speaking}/${note.scores.listening}/${note.scores.reading}/${note.scores.writing} (S/L/R/W)`
        : `NCLC ${note.level}`;
      return vi ? `vợ/chồng: ${note.test} ${scores}` : `spouse: ${note.test} ${scores}`;
    }
    case 'spouseCanadianWork':
      return vi
        ? `vợ/chồng: ${note.years} năm kinh nghiệm làm việc tại Canada`
        : `spouse: ${note.years} year(s) of work in Canada`;
    case 'canadianEducation':
      return vi ? 'bằng cấp học tại Canada' : 'a credential from a Canadian school';
    case 'certificate':
      return vi
        ? 'chứng chỉ hành nghề (certificate of qualification) của Canada'
        : 'a Canadian certificate of qualification';
    case 'spouseUnknown':
      return vi
        ? 'những gì về vợ/chồng chưa được nói (học vấn, ngôn ngữ, kinh nghiệm tại Canada) được tính 0 điểm'
        : 'what was not said about your spouse (education, language, Canadian work) counts as 0 points';
  }
}
