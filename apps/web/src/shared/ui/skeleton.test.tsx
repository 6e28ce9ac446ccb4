import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadAllTexts } from '#shared/i18n/i18n.ts';
import { Skeleton } from './skeleton.tsx';

beforeAll(() => Promise.all([loadAllTexts('vi'), loadAllTexts('en')]));

describe('Skeleton', () => {
  it.each([
    ['vi', 'Đang tải…'],
    ['en', 'Loading…'],
  ])(
    'says it is loading to screen readers only, and hides its shapes from them (%s)',
    async (language, text) => {
      await act(() => i18n.changeLanguage(language));
      render(<Skeleton shape="cards" count={4} />);
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent(text);
      expect(screen.getByText(text)).toHaveClass('sr-only');
      const shapes = status.querySelector('[aria-hidden="true"]');
      expect(shapes?.children).toHaveLength(4);
      expect(shapes).toHaveClass('motion-reduce:animate-none');
    },
  );
});
