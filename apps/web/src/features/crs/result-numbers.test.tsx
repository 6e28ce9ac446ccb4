import { LANGUAGES } from '@maplebridge/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadAllTexts } from '#shared/i18n/i18n.ts';
import { marriedCalculation } from '#test/fixtures.ts';
import { useCrsToolStore } from './crs-tool.store.ts';
import { Advice } from './result-details.tsx';
import { ScoreSummary } from './score-summary.tsx';
import { UnfinishedTestCard } from './unfinished-test-card.tsx';

/** A nomination takes a score past 1,000: the one place a CRS score has four digits. */
const NOMINATED = { code: 'nomination.provincial' as const, details: {}, newScore: 1050, gain: 600 };

beforeAll(() => Promise.all(LANGUAGES.map(loadAllTexts)));
afterEach(() => i18n.changeLanguage('vi'));

describe('scores of 1,000 or more (issue 23)', () => {
  it.each([
    ['vi', '+600 điểm → 1.050'],
    ['en', '+600 points → 1,050'],
  ] as const)('the advice writes the new score the reader’s way (%s)', async (language, gain) => {
    await i18n.changeLanguage(language);
    render(
      <Advice
        result={{
          advice: { score: 450, suggestions: [NOMINATED], ageWarning: null },
          eligibilityMoves: [],
        }}
      />,
    );
    expect(screen.getByText(gain)).toBeInTheDocument();
  });

  it.each([
    ['vi', '1.050 điểm'],
    ['en', '1,050 points'],
  ] as const)('the unsaved test’s card does too (%s)', async (language, score) => {
    await i18n.changeLanguage(language);
    useCrsToolStore.setState({
      answers: {},
      result: marriedCalculation({ grandtotal: 1050 }),
      savedId: null,
    });
    render(
      <MemoryRouter>
        <ul>
          <UnfinishedTestCard />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByText(score)).toBeInTheDocument();
  });

  it.each([
    ['vi', '1.050'],
    ['en', '1,050'],
  ] as const)('the score card of every result page does too (%s)', async (language, score) => {
    await i18n.changeLanguage(language);
    const { ruleSet } = marriedCalculation();
    render(
      <MemoryRouter>
        <ScoreSummary score={{ grandtotal: 1050, ruleSet }} details={null} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('grand-total')).toHaveTextContent(score);
  });
});
