import type { Language } from '@maplebridge/contracts';

/**
 * Questions people ask, each with the knowledge-base page its answer must cite (issue 7: the
 * offline assistant cites the right page for at least 90% of them). Written as people type them,
 * with and without accents, not copied from the pages' titles.
 */
export const GOLDEN_QUESTIONS: { language: Language; question: string; slug: string }[] = [
  { language: 'en', question: 'Can I use IELTS Academic for Express Entry?', slug: 'language-tests' },
  { language: 'en', question: 'How many points do I get for my age if I am 33?', slug: 'crs-age-points' },
  {
    language: 'en',
    question: 'Do I still get points for a job offer with an LMIA?',
    slug: 'job-offer-points-removed',
  },
  { language: 'en', question: 'How much money do I need to show as proof of funds?', slug: 'proof-of-funds' },
  {
    language: 'en',
    question: 'What happens after I receive an invitation to apply?',
    slug: 'invitation-to-apply',
  },
  {
    language: 'en',
    question: 'How long is an educational credential assessment valid?',
    slug: 'educational-credential-assessment',
  },
  {
    language: 'en',
    question: 'Does a provincial nomination add 600 points?',
    slug: 'provincial-nominee-program',
  },
  {
    language: 'en',
    question: 'What French score do I need for the French bonus points?',
    slug: 'french-language-bonus',
  },
  {
    language: 'en',
    question: 'Who is eligible for the Canadian Experience Class?',
    slug: 'canadian-experience-class',
  },
  {
    language: 'en',
    question: 'Does my brother living in Toronto give me extra CRS points?',
    slug: 'sibling-in-canada',
  },
  {
    language: 'en',
    question: 'What IELTS listening score equals CLB 9?',
    slug: 'clb-ielts-general-training',
  },
  {
    language: 'en',
    question: 'How do I check that an immigration consultant is licensed?',
    slug: 'using-a-representative',
  },
  { language: 'en', question: 'What happens if I lie on my application?', slug: 'misrepresentation' },
  {
    language: 'en',
    question: 'How many days must I live in Canada to keep my PR status?',
    slug: 'maintaining-pr-status',
  },
  { language: 'en', question: 'Where do I get my immigration medical exam done?', slug: 'medical-exams' },
  { language: 'en', question: 'How is the tie-break rule applied in a draw?', slug: 'rounds-of-invitations' },
  {
    language: 'vi',
    question: 'IELTS Academic có dùng được cho Express Entry không?',
    slug: 'language-tests',
  },
  { language: 'vi', question: 'Tôi 33 tuổi thì được bao nhiêu điểm tuổi?', slug: 'crs-age-points' },
  {
    language: 'vi',
    question: 'Lời mời làm việc có LMIA còn được cộng điểm không?',
    slug: 'job-offer-points-removed',
  },
  { language: 'vi', question: 'chung minh tai chinh can bao nhieu tien', slug: 'proof-of-funds' },
  {
    language: 'vi',
    question: 'Sau khi nhận thư mời nộp hồ sơ tôi có bao nhiêu ngày?',
    slug: 'invitation-to-apply',
  },
  {
    language: 'vi',
    question: 'Thẩm định bằng cấp ECA có giá trị bao lâu?',
    slug: 'educational-credential-assessment',
  },
  {
    language: 'vi',
    question: 'Đề cử tỉnh bang được cộng bao nhiêu điểm?',
    slug: 'provincial-nominee-program',
  },
  {
    language: 'vi',
    question: 'Cần điểm tiếng Pháp bao nhiêu để được điểm thưởng tiếng Pháp?',
    slug: 'french-language-bonus',
  },
  {
    language: 'vi',
    question: 'Ai đủ điều kiện diện Kinh nghiệm Canada CEC?',
    slug: 'canadian-experience-class',
  },
  {
    language: 'vi',
    question: 'Em gái tôi sống ở Canada thì tôi có được thêm điểm không?',
    slug: 'sibling-in-canada',
  },
  { language: 'vi', question: 'IELTS nghe bao nhiêu thì đạt CLB 9?', slug: 'clb-ielts-general-training' },
  {
    language: 'vi',
    question: 'Làm sao biết tư vấn viên di trú có giấy phép hay không?',
    slug: 'using-a-representative',
  },
  { language: 'vi', question: 'Khai gian trong hồ sơ thì bị phạt thế nào?', slug: 'misrepresentation' },
  {
    language: 'vi',
    question: 'Phải ở Canada bao nhiêu ngày để giữ thẻ thường trú nhân?',
    slug: 'maintaining-pr-status',
  },
  { language: 'vi', question: 'Khám sức khỏe di trú ở đâu?', slug: 'medical-exams' },
  { language: 'vi', question: 'quy tac hoa diem trong dot moi la gi', slug: 'rounds-of-invitations' },
];
