import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { renderApp } from '#test/render-app.tsx';

beforeEach(() => {
  useSettingsStore.setState({ language: 'vi', forgotPasswordEmail: 'an@example.com' });
});

const box = (index: number) => screen.getByLabelText(`Chữ số thứ ${index}`);

describe('the four code boxes', () => {
  it('move on as digits are typed and back with Backspace in an empty box', async () => {
    const user = userEvent.setup();
    renderApp('/otp-input');
    await user.click(await screen.findByLabelText('Chữ số thứ 1'));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
  });

  it('move on when the digit typed over a selected box is the one it already holds', async () => {
    const user = userEvent.setup();
    renderApp('/otp-input');
    await user.click(await screen.findByLabelText('Chữ số thứ 1'));
    await user.keyboard('1234');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('2');
    expect(box(3)).toHaveFocus();
    expect([1, 2, 3, 4].map((index) => (box(index) as HTMLInputElement).value)).toEqual(['1', '2', '3', '4']);
  });
});

describe('the code boxes take digits only', () => {
  it('ignore letters typed and keep only the digits of a paste', async () => {
    const user = userEvent.setup();
    renderApp('/otp-input');
    await user.click(await screen.findByLabelText('Chữ số thứ 1'));
    await user.keyboard('a7');
    expect(box(1)).toHaveValue('7');
    expect(box(2)).toHaveFocus();
    await user.click(box(1));
    await user.paste('1-2 b3x4');
    expect([1, 2, 3, 4].map((index) => (box(index) as HTMLInputElement).value)).toEqual(['1', '2', '3', '4']);
  });
});
