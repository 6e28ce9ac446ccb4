import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { i18n, i18nReady, loadLanguage } from './i18n.ts';
import { Trans } from './trans.tsx';
import { useTranslation } from './use-translation.ts';

const seenFunctions = new Set<unknown>();

function ContactLink() {
  const { t, i18n: instance } = useTranslation();
  seenFunctions.add(t);
  return (
    <p data-testid="contact" lang={instance.language}>
      {t('common.nav.contact')}
    </p>
  );
}

// One sequence, as i18n.test.ts: the module keeps its language between tests.
describe('useTranslation', () => {
  it('gives the texts of the language shown and renders again, with a new `t`, on a switch', async () => {
    await i18nReady;
    await loadLanguage('en');
    const { rerender } = render(<ContactLink />);
    expect(screen.getByTestId('contact')).toHaveTextContent('Liên hệ');
    expect(screen.getByTestId('contact')).toHaveAttribute('lang', 'vi');
    rerender(<ContactLink />);
    // Same language, same function: effects that depend on `t` do not run again for nothing.
    expect(seenFunctions.size).toBe(1);

    await act(async () => {
      useSettingsStore.getState().setLanguage('en');
      await new Promise<void>((resolve) => i18n.on('languageChanged', () => resolve()));
    });
    expect(screen.getByTestId('contact')).toHaveTextContent('Contact');
    expect(screen.getByTestId('contact')).toHaveAttribute('lang', 'en');
    expect(seenFunctions.size).toBe(2);
  });
});

describe('Trans', () => {
  it('puts each tag’s words inside its element and keeps the words around them', () => {
    i18n.addResourceBundle(
      'en',
      'translation',
      { test: { trans: 'Read <policy>the policy</policy>, then <contact>write to us</contact>.' } },
      true,
      true,
    );
    render(
      <p data-testid="text">
        <Trans i18nKey="test.trans" components={{ policy: <strong />, contact: <em className="link" /> }} />
      </p>,
    );
    expect(screen.getByTestId('text')).toHaveTextContent('Read the policy, then write to us.');
    expect(screen.getByText('the policy').tagName).toBe('STRONG');
    expect(screen.getByText('write to us').tagName).toBe('EM');
    expect(screen.getByText('write to us')).toHaveClass('link');
  });

  it('shows a tag without an element as its words, never as markup', () => {
    i18n.addResourceBundle('en', 'translation', { test: { unknown: 'A <b>plain</b> word.' } }, true, true);
    render(
      <p data-testid="text">
        <Trans i18nKey="test.unknown" components={{}} />
      </p>,
    );
    expect(screen.getByTestId('text').innerHTML).toBe('A plain word.');
  });
});
