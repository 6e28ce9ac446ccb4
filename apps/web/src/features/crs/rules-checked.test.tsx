import type { SiteNotice } from '@maplebridge/contracts';
import { CURRENT_RULE_SET } from '@maplebridge/crs';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { startAsVisitorWithMarriedAnswers } from '#test/crs-tool.ts';
import { ok, stubApi } from '#test/fake-api.ts';
import { marriedCalculation } from '#test/fixtures.ts';
import { renderApp } from '#test/render-app.tsx';
import { useCrsToolStore } from './crs-tool.store.ts';

const NOTICE: SiteNotice = {
  id: '2026b103-0000-4000-8000-000000000022',
  messageVn: 'Có tin IRCC thay đổi CRS từ ngày 03/11/2026.',
  messageEn: 'IRCC was reported to change the CRS from November 3, 2026.',
  severity: 'warning',
  linkUrl: null,
  startsAt: '2026-11-03T00:00:00.000Z',
  endsAt: null,
};

beforeEach(() => startAsVisitorWithMarriedAnswers(marriedCalculation()));
afterEach(() => vi.unstubAllGlobals());

describe('how fresh the rules are (issue 22)', () => {
  it('the guide says since when its rules are in force and when they were checked, DD/MM/YYYY', async () => {
    expect(CURRENT_RULE_SET).toMatchObject({ effectiveFrom: '2025-03-25', checkedOn: '2026-11-25' });
    renderApp('/crs-tool/more-information');
    const guide = await screen.findByTestId('crs-guide');
    expect(within(guide).getByTestId('rules-checked')).toHaveTextContent(
      'Quy tắc áp dụng từ 25/03/2025, kiểm tra ngày 25/11/2026.',
    );
  });

  it('the result says which rules scored it, and shows the site notices beside the score', async () => {
    stubApi({ 'GET /api/notices': ok({ items: [NOTICE] }) });
    renderApp('/crs-tool/result');
    const result = await screen.findByTestId('crs-result');
    expect(within(result).getByTestId('rules-checked')).toHaveTextContent(
      'Quy tắc áp dụng từ 25/03/2025, kiểm tra ngày 25/11/2026.',
    );
    const notice = await within(result).findByTestId('result-notice');
    expect(notice).toHaveTextContent(`Lưu ý: ${NOTICE.messageVn}`);
    // Beside the score it stays: no close button, unlike the bar under the header.
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says it in English with the same day-first dates', async () => {
    useSettingsStore.setState({ language: 'en' });
    stubApi({ 'GET /api/notices': ok({ items: [NOTICE] }) });
    renderApp('/crs-tool/result');
    const result = await screen.findByTestId('crs-result');
    expect(within(result).getByTestId('rules-checked')).toHaveTextContent(
      'Rules in force since 25/03/2025, checked 25/11/2026.',
    );
    expect(await within(result).findByTestId('result-notice')).toHaveTextContent(
      `Please note: ${NOTICE.messageEn}`,
    );
  });

  it('leaves the line out for a result kept from before the API dated its rules', async () => {
    const old = marriedCalculation();
    useCrsToolStore.setState({
      result: { ...old, ruleSet: { id: old.ruleSet.id, effectiveFrom: old.ruleSet.effectiveFrom } } as never,
    });
    stubApi({ 'GET /api/notices': ok({ items: [] }) });
    renderApp('/crs-tool/result');
    await screen.findByTestId('crs-result');
    expect(screen.queryByTestId('rules-checked')).not.toBeInTheDocument();
    expect(screen.queryByTestId('result-notices')).not.toBeInTheDocument();
  });
});
