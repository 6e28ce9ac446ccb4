import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

type View = 'one' | 'two' | 'three';

function ThreeTabs() {
  const [view, setView] = useState<View>('one');
  return (
    <>
      <button type="button">Before</button>
      <Tabs<View>
        label="Views"
        value={view}
        onChange={setView}
        items={[
          { value: 'one', label: 'One', panel: <p>First panel</p> },
          { value: 'two', label: 'Two', panel: <p>Second panel</p> },
          { value: 'three', label: 'Three', panel: <p>Third panel</p> },
        ]}
      />
    </>
  );
}

describe('Tabs', () => {
  it('names the list, ties each tab to its panel and shows the chosen panel only', () => {
    render(<ThreeTabs />);
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeInTheDocument();
    const one = screen.getByRole('tab', { name: 'One' });
    expect(one).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel).toHaveTextContent('First panel');
    expect(one).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('lets Tab reach the chosen tab only (roving tab index)', async () => {
    const user = userEvent.setup();
    render(<ThreeTabs />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Two' })).not.toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves and chooses with the arrow keys, wrapping, and with Home and End', async () => {
    const user = userEvent.setup();
    render(<ThreeTabs />);
    await user.click(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Second panel');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('First panel');
  });
});
