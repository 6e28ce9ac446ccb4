import { LANGUAGES, type Language, type Occupation } from '@maplebridge/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadAllTexts } from '#shared/i18n/i18n.ts';
import { type ApiCall, ok, stubApi } from '#test/fake-api.ts';
import { OccupationPicker } from './occupation-picker.tsx';

const tailor: Occupation = {
  code: '64200',
  titleVi: 'Thợ may',
  titleEn: 'Tailors, dressmakers, furriers and milliners',
  teer: 4,
  programs: [],
  categories: [],
};
const sewingOperator: Occupation = {
  code: '94105',
  titleVi: 'Công nhân vận hành máy may công nghiệp',
  titleEn: 'Industrial sewing machine operators',
  teer: 4,
  programs: [],
  categories: [],
};

const search = (items: Occupation[]) => (call: ApiCall) =>
  call.url.searchParams.get('q') === 'zzz' ? ok({ items: [] }) : ok({ items });

beforeAll(() => Promise.all(LANGUAGES.map(loadAllTexts)));
afterEach(() => vi.unstubAllGlobals());

/** The picker in a form of one field, showing the chosen code beside it. */
function renderPicker(language: Language, initialValue?: string) {
  void i18n.changeLanguage(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Form() {
    const [value, setValue] = useState(initialValue);
    return (
      <>
        <OccupationPicker label="Occupation" hint="Type a job" value={value} onChange={setValue} />
        <p data-testid="chosen">{value ?? 'none'}</p>
        <button type="button">After</button>
      </>
    );
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Form />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'Occupation' }) };
}

describe('OccupationPicker', () => {
  it('searches what is typed in the UI language and lists each title with the other, the code and the TEER', async () => {
    const calls = stubApi({ 'GET /api/occupations': search([tailor, sewingOperator]) });
    const { user, input } = renderPicker('vi');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAccessibleDescription('Type a job');

    await user.type(input, 'thợ may');
    const options = await screen.findAllByRole('option');
    // The code and the TEER never break from their names on a narrow phone.
    expect(options.map((option) => option.textContent)).toEqual([
      'Thợ mayTailors, dressmakers, furriers and milliners · NOC\u00a064200 · TEER\u00a04',
      'Công nhân vận hành máy may công nghiệpIndustrial sewing machine operators · NOC\u00a094105 · TEER\u00a04',
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    // Debounced: one search for the whole phrase, not one per key.
    expect(calls.map((call) => call.url.searchParams.get('q'))).toEqual(['thợ may']);
    expect(calls[0]?.url.searchParams.get('language')).toBe('vi');
  });

  it('shows English titles first in English', async () => {
    const calls = stubApi({ 'GET /api/occupations': search([tailor]) });
    const { user, input } = renderPicker('en');
    await user.type(input, 'tailor');
    expect(await screen.findByRole('option')).toHaveTextContent(
      'Tailors, dressmakers, furriers and milliners' + 'Thợ may · NOC 64200 · TEER 4',
    );
    expect(calls[0]?.url.searchParams.get('language')).toBe('en');
  });

  it('moves through the options with the arrows and chooses with Enter, then shows the title', async () => {
    stubApi({ 'GET /api/occupations': search([tailor, sewingOperator]) });
    const { user, input } = renderPicker('vi');
    await user.type(input, 'may');
    await screen.findAllByRole('option');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);

    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('Thợ may');
    expect(screen.getByRole('status', { hidden: true })).toBeEmptyDOMElement();
    expect(screen.getByTestId('chosen')).toHaveTextContent('64200');
  });

  it('chooses an option by tapping it', async () => {
    stubApi({ 'GET /api/occupations': search([tailor, sewingOperator]) });
    const { user, input } = renderPicker('en');
    await user.type(input, 'sewing');
    await user.click(await screen.findByRole('option', { name: /Industrial sewing/ }));
    expect(input).toHaveValue('Industrial sewing machine operators');
    expect(screen.getByTestId('chosen')).toHaveTextContent('94105');
  });

  it('closes on Escape, and a second Escape gives back the chosen title; Tab leaves', async () => {
    stubApi({
      'GET /api/occupations': search([sewingOperator]),
      'GET /api/occupations/64200': ok(tailor),
    });
    const { user, input } = renderPicker('vi', '64200');
    expect(await screen.findByDisplayValue('Thợ may')).toBe(input);

    await user.clear(input);
    await user.type(input, 'máy');
    await screen.findByRole('option');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('máy');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('Thợ may');

    await user.type(input, 'x');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when nothing matches, in each language', async () => {
    stubApi({ 'GET /api/occupations': search([tailor]) });
    const { user, input } = renderPicker('vi');
    await user.type(input, 'zzz');
    expect(await screen.findByText('Không tìm thấy nghề phù hợp')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('option')).toBeNull();

    await i18n.changeLanguage('en');
    expect(await screen.findByText('No matching occupation')).toHaveAttribute('role', 'status');
  });

  it('says it is searching while the answer is on its way', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const { user, input } = renderPicker('vi');
    await user.type(input, 'thợ');
    expect(await screen.findByText('Đang tìm…')).toHaveAttribute('role', 'status');
  });

  it('shows an error with a retry that searches again', async () => {
    let isDown = true;
    stubApi({
      'GET /api/occupations': () =>
        isDown
          ? { status: 500, body: { status: 500, message: 'Down', data: null, actionName: null } }
          : ok({ items: [tailor] }),
    });
    const { user, input } = renderPicker('en');
    await user.type(input, 'tailor');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The occupations could not be loaded.');

    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option')).toHaveTextContent('NOC 64200');
    expect(input).toHaveFocus();
  });

  it('labels the field and shows its error like the other fields', () => {
    stubApi({});
    void i18n.changeLanguage('vi');
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <OccupationPicker
          label="Nghề nghiệp"
          error="validation.required"
          value={undefined}
          onChange={() => {}}
        />
      </QueryClientProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Nghề nghiệp' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(i18n.t('validation.required'));
    expect(input).toHaveAttribute('placeholder', 'Ví dụ: thợ may, kế toán, lái xe tải');
  });
});
