import { parseProfile, profileToAnswers } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { describe, expect, it } from 'vitest';
import { calculateOffline } from './offline-calculation.ts';

// That it answers as the server does, profile by profile, is checked against the real server in
// apps/server/src/modules/crs/offline-calculation.test.ts.

const NOW = new Date('2026-11-25T12:00:00Z');
const parsed = parseProfile(MARRIED_APPLICANT);
if (!parsed.success) throw new Error('bad fixture');
const ANSWERS = profileToAnswers(parsed.profile);

describe('calculateOffline', () => {
  it('has no rounds to compare with, and so no badge', () => {
    const offline = calculateOffline(ANSWERS, null, NOW);
    expect(offline.grandtotal).toBeGreaterThan(300);
    expect(offline.recentDraws).toEqual([]);
    expect(offline.verdict).toEqual({ basis: 'possible', round: null, isPassed: false });
    expect(offline.crsPointsRound).toBeNull();
    expect(offline.submissionDate).toBe(NOW.toISOString());
  });

  it('refuses answers that are not a whole quiz, as the server would', () => {
    expect(() => calculateOffline({ 1: 'A' }, null, NOW)).toThrow();
  });
});
