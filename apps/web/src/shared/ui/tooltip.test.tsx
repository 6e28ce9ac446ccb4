import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip.tsx';

function SaveWithHint() {
  return (
    <Tooltip text="Keeps the result in your account">
      <button type="button">Save</button>
    </Tooltip>
  );
}

describe('Tooltip', () => {
  it('describes its control even while hidden', () => {
    render(<SaveWithHint />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(
      'Keeps the result in your account',
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus and hides on Escape and on blur', async () => {
    const user = userEvent.setup();
    render(<SaveWithHint />);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Keeps the result in your account');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows while the pointer is over the control', async () => {
    const user = userEvent.setup();
    render(<SaveWithHint />);
    await user.hover(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.unhover(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
