/** Chat tests: a source the assistant cites, and the API refusing a question. */
export const CRS_SOURCE = {
  title: 'Comprehensive Ranking System (CRS) criteria',
  url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/check-score/crs-criteria.html',
  reviewed: '2026-11-22',
};

/** POST /api/chat's answer refusing the question: its status and the API's error envelope. */
export const chatRefusal = (status: number, message: string, data: object) => ({
  status,
  body: { status, message, data, actionName: null },
});

export const TOO_MANY_REQUESTS = chatRefusal(429, 'Too many requests', { code: 'request.tooMany' });
