/**
 * The mix of what people do, as autocannon request lists: `npm run bench:load` and the replica test
 * behind HAProxy (src/replicas.haproxy.test.ts) send the same one.
 */
import { profileToAnswers, toSubmission } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';

// What Chromium sends with every request: answers of 1 KB or more go compressed, as they would to a phone.
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const json = { ...browser, 'content-type': 'application/json' };
/** The member who signs in once a visit in ten; register it before the load starts (`registerLoadMember`). */
export const LOAD_MEMBER = {
  email: 'load@example.com',
  phoneNumber: '0900000001',
  fullName: 'Load',
  password: 'Load2026!x',
  isAccepted: true,
};
const quiz = JSON.stringify(toSubmission(profileToAnswers(MARRIED_APPLICANT)));
const ask = (content: string) => JSON.stringify({ messages: [{ role: 'user', content }], language: 'vi' });

// What people search for and ask: each visit its own, so searches and answers are not all alike.
const KEYWORDS = [
  'đợt mời',
  'dinh cu',
  'Express Entry',
  'CRS',
  'tiếng Pháp',
  'IELTS',
  'chứng minh tài chính',
  'PNP',
  'đề cử tỉnh bang',
  'Canadian Experience Class',
  'thư mời',
  'điểm thấp nhất',
  'French',
  'draw',
  'job offer',
  'việc làm',
  'du học',
  'vợ chồng',
  'CLB',
  'TEF',
];
const QUESTIONS = [
  'Chứng minh tài chính cần bao nhiêu tiền?',
  'IELTS Academic có được chấp nhận không?',
  'Điểm CRS tối thiểu gần đây là bao nhiêu?',
  'Vợ/chồng có được cộng điểm không?',
  'How many points does French give?',
];

/**
 * One visit: the home page and its data, the news list and two searches, the CRS quiz with three
 * calculations, the rounds, two questions to the assistant. One visit in ten signs in (a sign-in
 * lasts JWT_EXPIRES_IN, 7 days, and most visitors have no account).
 */
const visit = (index: number, from: Record<string, string>) => {
  const get = (path: string) => ({ method: 'GET', path, headers: { ...browser, ...from } });
  const post = (path: string, body: string) => ({
    method: 'POST',
    path,
    headers: { ...json, ...from },
    body,
  });
  const search = (keyword: string) => get(`/api/news?keyword=${encodeURIComponent(keyword)}`);
  return [
    get('/'),
    get('/api/translations/vi'),
    get('/api/news?PageNumber=1&PageSize=4&isPublished=true'),
    get('/api/slides'),
    get('/api/tags'),
    get('/news'),
    get('/api/news?PageNumber=1&PageSize=10'),
    get(`/api/news?PageNumber=${2 + (index % 3)}&PageSize=10`),
    search(KEYWORDS[(2 * index) % KEYWORDS.length] ?? ''),
    search(KEYWORDS[(2 * index + 1) % KEYWORDS.length] ?? ''),
    get('/api/news?PageNumber=1&PageSize=10&orderby=2'),
    get('/api/crs/question-banks'),
    post('/api/crs/calculate-score', quiz),
    post('/api/crs/calculate-score', quiz),
    post('/api/crs/calculate-score', quiz),
    get('/api/draws?PageSize=10'),
    post('/api/chat', ask(QUESTIONS[index % QUESTIONS.length] ?? '')),
    post('/api/chat', ask(QUESTIONS[(index + 2) % QUESTIONS.length] ?? '')),
    get('/api/health'),
    ...(index === 0
      ? [
          post(
            '/api/auth/login',
            JSON.stringify({ loginIdentifier: LOAD_MEMBER.email, password: LOAD_MEMBER.password }),
          ),
        ]
      : []),
  ];
};

/**
 * What a connection does, over and over: `visits` visits; `forwardedFor` gives visit i its own
 * visitor address (an X-Forwarded-For a trusted balancer passes on), so per-visitor limits count visitors.
 */
export function loadRequests(visits: number, forwardedFor?: (index: number) => string) {
  return Array.from({ length: visits }, (_, index) =>
    visit(index, forwardedFor ? { 'x-forwarded-for': forwardedFor(index) } : {}),
  ).flat();
}

export async function registerLoadMember(base: string) {
  return fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(LOAD_MEMBER),
  });
}
