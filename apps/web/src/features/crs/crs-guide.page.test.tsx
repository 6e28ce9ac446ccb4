import { CURRENT_RULE_SET } from '@maplebridge/crs';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { renderApp } from '#test/render-app.tsx';

const { transferability, additional } = CURRENT_RULE_SET;

beforeEach(() => {
  useSettingsStore.setState({ language: 'vi', isDrawerOpen: false });
  useSessionStore.setState({ token: '', user: null });
});
afterEach(() => vi.unstubAllGlobals());

async function openGuide(language: 'vi' | 'en') {
  useSettingsStore.setState({ language });
  renderApp('/crs-tool/more-information');
  return screen.findByTestId('crs-guide');
}

/** A table's body rows as the words of each cell: `[['label', '13', '25'], …]`. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim()));
}

describe('the CRS guide (issue 23)', () => {
  it('shows the five skill transferability tables with the rule set’s points, and their caps', async () => {
    const guide = await openGuide('vi');
    const section = within(guide).getByTestId('guide-transferability');
    const table = (name: string) => within(section).getByRole('table', { name });
    const education = transferability.education;
    const foreign = transferability.foreignWork;
    const educationRows = [
      [expect.stringMatching(/^Bằng sau trung học/), ...education.oneYearOrLonger.map(String)],
      [expect.stringMatching(/^Hai bằng trở lên/), ...education.twoOrMoreOrGraduate.map(String)],
    ];
    const foreignRows = [
      ['1 hoặc 2 năm kinh nghiệm ở nước ngoài', ...foreign.oneOrTwoYears.map(String)],
      ['Từ 3 năm kinh nghiệm ở nước ngoài', ...foreign.threeOrMoreYears.map(String)],
    ];
    expect(rowsOf(table('Học vấn và ngôn ngữ'))).toEqual(educationRows);
    expect(rowsOf(table('Học vấn và kinh nghiệm tại Canada'))).toEqual(educationRows);
    expect(rowsOf(table('Kinh nghiệm ở nước ngoài và ngôn ngữ'))).toEqual(foreignRows);
    expect(rowsOf(table('Kinh nghiệm ở nước ngoài và tại Canada'))).toEqual(foreignRows);
    expect(rowsOf(table('Chứng chỉ hành nghề và ngôn ngữ'))).toEqual([
      ['Có chứng chỉ hành nghề', ...transferability.certificate.map(String)],
    ]);
    // The columns say which language levels or years of Canadian work each tier needs.
    expect(
      within(table('Học vấn và ngôn ngữ'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Bạn có',
      'CLB 7 trở lên cả bốn kỹ năng, có kỹ năng dưới CLB 9',
      'CLB 9 trở lên cả bốn kỹ năng',
    ]);
    expect(section).toHaveTextContent(
      `tối đa ${transferability.max} điểm, từ ba nhóm: học vấn, kinh nghiệm làm việc ở nước ngoài và chứng chỉ hành nghề. Mỗi nhóm tối đa ${transferability.groupMax} điểm`,
    );
    expect(section).toHaveTextContent('nên kỹ năng thấp nhất quyết định');
  });

  it('explains the French and sibling points with the rule set’s numbers', async () => {
    const guide = await openGuide('en');
    const french = within(guide).getByTestId('guide-french');
    expect(french).toHaveTextContent(
      `${additional.frenchBonus.withoutEnglish} points: NCLC 7 or higher in all four French abilities, and English at CLB 4 or lower`,
    );
    expect(french).toHaveTextContent(
      `${additional.frenchBonus.withEnglish} points: NCLC 7 or higher in all four French abilities, and CLB 5 or higher in all four English abilities`,
    );
    expect(french).toHaveTextContent('French can be your first or second official language');
    const sibling = within(guide).getByTestId('guide-sibling');
    expect(sibling).toHaveTextContent(`${additional.sibling} points at most, however many siblings`);
    expect(sibling).toHaveTextContent('citizen or permanent resident, 18 or older');
    expect(sibling).toHaveTextContent('blood, marriage, common-law partnership or adoption');
  });

  it('lists the levers that raise a score, each worth what the rules give it, with the quiz one tap away', async () => {
    const guide = await openGuide('en');
    const raise = within(guide).getByTestId('guide-raise');
    expect(
      within(raise).getByRole('heading', { level: 2, name: 'How to raise your score' }),
    ).toBeInTheDocument();
    // CLB 7 → 9 in each of the four abilities, alone: (31 − 17) × 4.
    expect(within(raise).getByTestId('lever-language')).toHaveTextContent(
      'adds 56 points (52 if your spouse',
    );
    expect(within(raise).getByTestId('lever-canadianWork')).toHaveTextContent('adds 13 points (11 if');
    expect(within(raise).getByTestId('lever-nomination')).toHaveTextContent(
      `adds ${additional.nomination} points`,
    );
    expect(within(raise).getByTestId('lever-second')).toHaveTextContent(
      `you get ${additional.frenchBonus.withEnglish} additional points`,
    );
    expect(within(raise).getByTestId('lever-sibling')).toHaveTextContent(`gets ${additional.sibling} points`);
    expect(raise).toHaveTextContent('Job offers have added no points since March 25, 2025.');
    expect(within(raise).getByRole('link', { name: 'Take the test' })).toHaveAttribute(
      'href',
      '/crs-tool/quiz',
    );
    expect(within(raise).getByRole('link', { name: /IRCC's official calculator/ })).toHaveAttribute(
      'href',
      expect.stringContaining('crs-tool.asp'),
    );
  });

  it('writes numbers the reader’s way: 1.200 in Vietnamese, 1,200 in English', async () => {
    const vi = await openGuide('vi');
    expect(within(vi).getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent(
      'tối đa 1.200 điểm',
    );
    useSettingsStore.setState({ language: 'en' });
    expect(
      await within(vi).findByText(/gives an Express Entry profile up to 1,200 points/),
    ).toBeInTheDocument();
  });
});
