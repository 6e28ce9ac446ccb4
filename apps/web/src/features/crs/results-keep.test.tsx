import type { CrsCalculation, SavedCrsResult, SharedCrsResult } from '@maplebridge/contracts';
import { profileToAnswers, QUESTION_BANK, toSubmission } from '@maplebridge/crs';
import { MARRIED_APPLICANT } from '@maplebridge/crs/examples';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '#shared/lib/format-date.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { type ApiCall, ok, stubApi } from '#test/fake-api.ts';
import { marriedCalculation, TEST_USER } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';
import { useCrsToolStore } from './crs-tool.store.ts';

const ANSWERS = profileToAnswers(MARRIED_APPLICANT);
const CALCULATION = marriedCalculation({
  advice: {
    score: 0,
    suggestions: [{ code: 'firstLanguage.allToClb', details: { toClb: 10 }, newScore: 500, gain: 12 }],
    ageWarning: null,
  },
});
const OLDER_ID = '0b6c7c1e-5b1f-4d55-9a53-2f4a9d0e8c11';
const NEWER_ID = '5d2e9f0a-7c3b-4e1d-8a6f-1b2c3d4e5f60';
const THIRD_ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
/** Results without a name are called by when they were saved, to the minute (the test's time zone). */
const OLDER_TITLE = `Kết quả lúc ${formatDateTime('2026-11-20T09:00:00.000Z', 'vi')}`;
const THIRD_TITLE = `Kết quả lúc ${formatDateTime('2026-11-18T09:00:00.000Z', 'vi')}`;

/** A saved result as the API answers it: the married applicant's, with `fields` changed. */
function savedResult(fields: Partial<SavedCrsResult> = {}): SavedCrsResult {
  const { crsPointsRound: _, submissionDate, ...calculation } = CALCULATION;
  return {
    ...calculation,
    id: OLDER_ID,
    name: null,
    fullName: TEST_USER.fullName,
    submissionDate,
    updatedTime: submissionDate,
    isSaved: true,
    answers: toSubmission(ANSWERS),
    result: CALCULATION,
    currentResult: null,
    shareToken: null,
    ...fields,
  };
}

/** A score with one factor's points moved, the group and grand totals with it. */
function withPoints(factor: string, points: number): CrsCalculation {
  const before = CALCULATION.lines.find((line) => line.factor === factor)?.points ?? 0;
  const change = points - before;
  return {
    ...CALCULATION,
    lines: CALCULATION.lines.map((line) => (line.factor === factor ? { ...line, points } : line)),
    core_factors: CALCULATION.core_factors + change,
    grandtotal: CALCULATION.grandtotal + change,
  };
}

beforeEach(() => {
  useSettingsStore.setState({ language: 'vi', isDrawerOpen: false });
  useSessionStore.setState({ token: 'token', user: TEST_USER });
  useCrsToolStore.setState({ answers: {}, work: null, result: null, savedId: null });
});
afterEach(() => vi.unstubAllGlobals());

// The whole home page renders for each: slow on a busy machine.
describe('the home history', { timeout: 20_000 }, () => {
  const older = savedResult({ submissionDate: '2026-11-20T09:00:00.000Z' });
  const newer = savedResult({
    id: NEWER_ID,
    name: 'Nếu có thêm IELTS 8',
    submissionDate: '2026-11-22T09:00:00.000Z',
  });
  const third = savedResult({ id: THIRD_ID, submissionDate: '2026-11-18T09:00:00.000Z' });
  let history: SavedCrsResult[];
  let calls: ApiCall[];
  beforeEach(() => {
    history = [newer, older, third];
    calls = stubApi({
      'GET /api/crs/question-banks': ok(QUESTION_BANK),
      'POST /api/crs/last-5-crs-results': () => ok(history),
    });
  });

  it('shows each result by its name or date, once, with no id, the test being answered first', async () => {
    useCrsToolStore.setState({ answers: { 1: 'F', 4: 'K' } });
    const user = userEvent.setup();
    const { router, container } = renderApp('/');
    const cards = await screen.findAllByTestId('history-card');
    expect(cards.map((card) => within(card).getByTestId('history-name').textContent)).toEqual([
      'Nếu có thêm IELTS 8',
      OLDER_TITLE,
      THIRD_TITLE,
    ]);
    expect(OLDER_TITLE).toMatch(/^Kết quả lúc \d{2}:\d{2} 20\/11\/2026$/);
    expect(cards[0]).toHaveTextContent('Đã lưu ngày 22/11/2026');
    expect(cards[1]).toHaveTextContent('Đã hoàn thành');
    // No raw UUIDs: neither the results' nor the member's.
    for (const id of [OLDER_ID, NEWER_ID, THIRD_ID, TEST_USER.id])
      expect(container.textContent).not.toContain(id);

    const [unfinished] = screen.getAllByTestId('crs-test') as [HTMLElement];
    expect(screen.getAllByTestId('crs-test')).toHaveLength(1);
    expect(unfinished).toHaveTextContent('Chưa hoàn thành');
    expect(unfinished).toHaveTextContent('đã trả lời 2 câu');
    await user.click(within(unfinished).getByRole('link', { name: 'Làm tiếp' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crs-tool/quiz'));
    expect(await screen.findByTestId('question-4')).toHaveValue('K');
  });

  it('shows a result scored but not saved as incomplete, linking to the result to save it', async () => {
    useCrsToolStore.setState({
      result: { ...CALCULATION, submissionDate: '2026-11-23T08:00:00.000Z', grandtotal: 471 },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const unsaved = await screen.findByTestId('crs-test');
    expect(unsaved).toHaveTextContent('Đã tính điểm ngày 23/11/2026, chưa lưu');
    expect(unsaved).toHaveTextContent('471 điểm');
    await user.click(within(unsaved).getByRole('link', { name: 'Xem và lưu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crs-tool/result'));
  });

  it('names a result in a dialog: the name is trimmed, and a refused one says why at the field', async () => {
    let isRefused = true;
    const calls = stubApi({
      'POST /api/crs/last-5-crs-results': () => ok(history),
      [`PATCH /api/crs/crs-result/${OLDER_ID}`]: (call: ApiCall) => {
        if (isRefused)
          return {
            status: 400,
            body: {
              status: 400,
              message: 'Invalid',
              data: {
                code: 'request.invalid',
                fields: [{ field: 'body.name', message: 'validation.tooLong' }],
              },
            },
          };
        const renamed = { ...older, name: (call.body as { name: string }).name };
        history = [newer, renamed, third];
        return ok(renamed);
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: `Đổi tên “${OLDER_TITLE}”` }));
    const dialog = await screen.findByRole('dialog', { name: 'Đặt tên cho kết quả' });
    const field = within(dialog).getByLabelText('Tên kết quả');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('maxlength', '80');
    await user.type(field, '  Nếu có thêm IELTS 8  ');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu tên' }));
    expect(await within(dialog).findByText('Nội dung quá dài.')).toBeInTheDocument();

    isRefused = false;
    await user.click(within(dialog).getByRole('button', { name: 'Lưu tên' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Đã đổi tên kết quả')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      name: 'Nếu có thêm IELTS 8',
    });
    const cards = await screen.findAllByTestId('history-card');
    await waitFor(() => expect(cards[1]).toHaveTextContent('Nếu có thêm IELTS 8'));
  });

  it('deletes a result only once the member confirms', async () => {
    const calls = stubApi({
      'POST /api/crs/last-5-crs-results': () => ok(history),
      [`DELETE /api/crs/crs-result/${OLDER_ID}`]: () => {
        history = [newer, third];
        return ok(null);
      },
    });
    const user = userEvent.setup();
    renderApp('/');
    const remove = await screen.findByRole('button', { name: `Xoá “${OLDER_TITLE}”` });
    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Xoá kết quả này?' });
    expect(dialog).toHaveTextContent(`“${OLDER_TITLE}” (${CALCULATION.grandtotal} điểm) sẽ bị xoá`);
    expect(within(dialog).getByRole('button', { name: 'Hủy' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Xoá kết quả này?' });
    await user.click(within(dialog).getByRole('button', { name: 'Xoá kết quả' }));
    await waitFor(() => expect(screen.getAllByTestId('history-card')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByText(OLDER_TITLE)).not.toBeInTheDocument();
  });

  it('compares two chosen results, the older as A, and lets no third be chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const compare = await screen.findByRole('button', { name: 'So sánh 2 kết quả' });
    expect(compare).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'So sánh “Nếu có thêm IELTS 8”' }));
    await user.click(screen.getByRole('checkbox', { name: `So sánh “${OLDER_TITLE}”` }));
    expect(screen.getByRole('checkbox', { name: `So sánh “${THIRD_TITLE}”` })).toBeDisabled();
    expect(compare).toBeEnabled();
    await user.click(compare);
    await waitFor(() => expect(router.state.location.pathname).toBe('/crs-tool/compare'));
    expect(router.state.location.search).toBe(`?a=${OLDER_ID}&b=${NEWER_ID}`);
    expect(calls.some((call) => call.url.pathname.includes('share'))).toBe(false);
  });
});

describe('/crs-tool/compare', () => {
  it('shows the two results line by line, each difference marked in colour and in words', async () => {
    const older = savedResult({ submissionDate: '2026-11-20T09:00:00.000Z' });
    const newer = savedResult({
      id: NEWER_ID,
      name: 'Nếu có thêm IELTS 8',
      result: withPoints('core.age', 90),
    });
    stubApi({
      'POST /api/crs/last-5-crs-results': ok([newer, older]),
      [`GET /api/crs/crs-result/${OLDER_ID}`]: ok(older),
      [`GET /api/crs/crs-result/${NEWER_ID}`]: ok(newer),
    });
    renderApp(`/crs-tool/compare?a=${OLDER_ID}&b=${NEWER_ID}`);
    const table = await screen.findByRole('table', { name: 'Điểm từng yếu tố của kết quả A và B' });
    expect(screen.getByTestId('compare-B')).toHaveTextContent('Nếu có thêm IELTS 8');
    const age = CALCULATION.lines.find((line) => line.factor === 'core.age')?.points ?? 0;
    const changed = within(table)
      .getAllByTestId('compare-row')
      .filter((row) => row.dataset.differs === 'true');
    expect(changed.map((row) => row.dataset.factor)).toEqual(['core.age', 'core_factors', 'grandtotal']);
    const ageRow = changed[0] as HTMLElement;
    expect(within(ageRow).getByRole('rowheader')).toHaveTextContent('Tuổi');
    const difference = within(ageRow).getByTestId('difference');
    expect(difference).toHaveAttribute('data-kind', age > 90 ? 'lower' : 'higher');
    expect(difference).toHaveTextContent(
      age > 90 ? `B thấp hơn ${age - 90} điểm` : `B cao hơn ${90 - age} điểm`,
    );
    const same = within(table).getAllByTestId('compare-row')[1] as HTMLElement;
    expect(within(same).getByTestId('difference')).toHaveTextContent('Bằng nhau');
  });

  it('asks for two different results until they are chosen', async () => {
    stubApi({
      'POST /api/crs/last-5-crs-results': ok([savedResult(), savedResult({ id: NEWER_ID })]),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/crs-tool/compare');
    expect(await screen.findByText('Chọn hai kết quả khác nhau để so sánh.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Kết quả A'), OLDER_ID);
    await user.selectOptions(screen.getByLabelText('Kết quả B'), OLDER_ID);
    expect(screen.getByText('Chọn hai kết quả khác nhau để so sánh.')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?a=${OLDER_ID}&b=${OLDER_ID}`);
  });
});

describe('a saved result', () => {
  it('editing an unknown result says it does not exist at once, with a way home, and asks once', async () => {
    const calls = stubApi({});
    renderApp(`/crs-tool/result/edit/${THIRD_ID}`);
    expect(await screen.findByTestId('saved-result-missing')).toHaveTextContent('Kết quả này không tồn tại.');
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
    expect(calls.filter((call) => call.url.pathname === `/api/crs/crs-result/${THIRD_ID}`)).toHaveLength(1);
  });

  it('keeps what the fresh result shows: advice, rounds, the answers and Print', async () => {
    stubApi({ [`GET /api/crs/crs-result/${OLDER_ID}`]: ok(savedResult({ name: 'Kế hoạch A' })) });
    const user = userEvent.setup();
    renderApp(`/crs-tool/result/${OLDER_ID}`);
    expect(await screen.findByTestId('saved-result-name')).toHaveTextContent('Kế hoạch A');
    expect(screen.getByTestId('crs-advice')).toHaveTextContent('+12 điểm → 500');
    expect(screen.getByRole('button', { name: 'In kết quả' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chi tiết bài kiểm tra CRS' }));
    expect(screen.getByTestId('answer-list').children).toHaveLength(Object.keys(ANSWERS).length);
    expect(screen.getByRole('link', { name: 'Sửa câu trả lời' })).toHaveAttribute(
      'href',
      `/crs-tool/result/edit/${OLDER_ID}`,
    );
  });

  it('shares in one tap: the system sheet on a phone, else the clipboard with a toast', async () => {
    const calls = stubApi({
      [`GET /api/crs/crs-result/${OLDER_ID}`]: ok(savedResult()),
      [`POST /api/crs/crs-result/${OLDER_ID}/share`]: ok({ shareToken: 'T'.repeat(32) }),
    });
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const user = userEvent.setup();
    renderApp(`/crs-tool/result/${OLDER_ID}`);
    await user.click(await screen.findByTestId('share-result'));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const url = `${window.location.origin}/crs-tool/shared/${'T'.repeat(32)}`;
    expect(share).toHaveBeenCalledWith({ text: `Điểm CRS của mình: ${CALCULATION.grandtotal}`, url });
    // The link names nothing of the member or the result.
    for (const secret of [OLDER_ID, TEST_USER.id, TEST_USER.email]) expect(url).not.toContain(secret);
    expect(await screen.findByTestId('shared-link-url')).toHaveValue(url);

    // Shared already: the same link again, no second request.
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share: undefined }));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByTestId('share-result'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(await screen.findByText('Đã sao chép liên kết')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname.endsWith('/share'))).toHaveLength(1);
  });

  it('stops sharing once confirmed, and the link goes from the page', async () => {
    const calls = stubApi({
      [`GET /api/crs/crs-result/${OLDER_ID}`]: ok(savedResult({ shareToken: 'T'.repeat(32) })),
      [`DELETE /api/crs/crs-result/${OLDER_ID}/share`]: ok(null),
    });
    const user = userEvent.setup();
    renderApp(`/crs-tool/result/${OLDER_ID}`);
    await user.click(await screen.findByTestId('stop-sharing'));
    const dialog = await screen.findByRole('dialog', { name: 'Ngừng chia sẻ kết quả này?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ngừng chia sẻ' }));
    await waitFor(() => expect(screen.queryByTestId('shared-link')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('Đã ngừng chia sẻ')).toBeInTheDocument();
  });
});

describe('/crs-tool/shared/:token', () => {
  const shared: SharedCrsResult = {
    submissionDate: '2026-11-20T09:00:00.000Z',
    result: CALCULATION,
    currentResult: null,
  };

  it('shows the shared score and breakdown read-only, asked without the session of whoever opens it', async () => {
    const calls = stubApi({ [`GET /api/crs/shared/${'T'.repeat(32)}`]: ok(shared) });
    renderApp(`/crs-tool/shared/${'T'.repeat(32)}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kết quả được chia sẻ' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('grand-total')).toHaveTextContent(String(CALCULATION.grandtotal));
    expect(screen.getByTestId('total-core')).toHaveTextContent(String(CALCULATION.core_factors));
    expect(screen.getByText('Tính điểm ngày 20/11/2026')).toBeInTheDocument();
    expect(screen.queryByTestId('save-result')).not.toBeInTheDocument();
    // Nothing worded for the member who shared it ("your score is below…").
    expect(screen.queryByTestId('cut-off-badge')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sửa câu trả lời' })).not.toBeInTheDocument();
    expect(screen.queryByText(TEST_USER.fullName)).not.toBeInTheDocument();
    const call = calls.find((each) => each.url.pathname.startsWith('/api/crs/shared/'));
    expect(call?.headers.get('authorization')).toBeNull();
    await waitFor(() => expect(document.title).toContain(`Điểm CRS: ${CALCULATION.grandtotal}`));
  });

  it('says a link that no longer works, with the way to a score of your own (en)', async () => {
    useSettingsStore.setState({ language: 'en' });
    useSessionStore.setState({ token: '', user: null });
    stubApi({});
    renderApp(`/crs-tool/shared/${'U'.repeat(32)}`);
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Work out your CRS score' })).toHaveAttribute(
      'href',
      '/crs-tool/quiz',
    );
  });
});

describe('the result just taken', () => {
  beforeEach(() => {
    useCrsToolStore.setState({ answers: ANSWERS, result: CALCULATION, savedId: null });
  });

  it('says what saving does, then links to the edit page and the saved result', async () => {
    stubApi({ 'POST /api/crs/save-crs-result': ok(OLDER_ID) });
    const user = userEvent.setup();
    renderApp('/crs-tool/result');
    await user.click(await screen.findByRole('button', { name: 'Lưu vào tài khoản' }));
    expect(await screen.findByRole('link', { name: 'Sửa câu trả lời' })).toHaveAttribute(
      'href',
      `/crs-tool/result/edit/${OLDER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Đặt tên và chia sẻ' })).toHaveAttribute(
      'href',
      `/crs-tool/result/${OLDER_ID}`,
    );
    expect(screen.getByTestId('save-result')).toBeDisabled();
    expect(screen.getAllByText(/Hồ sơ đã liên kết/)).toHaveLength(1);
  });

  it("says once that a visitor's result is not linked to a profile", async () => {
    useSessionStore.setState({ token: '', user: null });
    stubApi({});
    renderApp('/crs-tool/result');
    await screen.findByTestId('crs-result');
    expect(screen.getAllByText(/Hồ sơ chưa liên kết/)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Sửa câu trả lời' })).not.toBeInTheDocument();
  });
});
