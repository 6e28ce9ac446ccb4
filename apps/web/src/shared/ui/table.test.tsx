import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type SortDirection, TableBody, TableFrame, TableHead } from './table.tsx';

const ROUNDS = [
  { round: 350, score: 481 },
  { round: 351, score: 470 },
];

/** A table sorted by round, one way or the other; the score column does not sort. */
function Rounds() {
  const [direction, setDirection] = useState<SortDirection>('descending');
  const rows = [...ROUNDS].sort((a, b) =>
    direction === 'ascending' ? a.round - b.round : b.round - a.round,
  );
  return (
    <TableFrame caption="Rounds">
      <TableHead
        columns={[
          {
            label: 'Round',
            sort: {
              direction,
              onSort: () => setDirection(direction === 'ascending' ? 'descending' : 'ascending'),
            },
          },
          { label: 'Score', isEnd: true, isHiddenOnPhone: true },
        ]}
      />
      <TableBody>
        {rows.map((row) => (
          <tr key={row.round}>
            <td>{row.round}</td>
            <td>{row.score}</td>
          </tr>
        ))}
      </TableBody>
    </TableFrame>
  );
}

const firstRound = () => within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[0];

describe('TableHead', () => {
  it('says how a sorting column sorts, with a button inside its header cell', () => {
    render(<Rounds />);
    const [round, score] = screen.getAllByRole('columnheader');
    expect(round).toHaveAttribute('aria-sort', 'descending');
    expect(within(round as HTMLElement).getByRole('button', { name: 'Round' })).toBeInTheDocument();
    // The header keeps its words only: the arrow is hidden from screen readers.
    expect(round).toHaveTextContent(/^Round$/);
    expect(score).not.toHaveAttribute('aria-sort');
    expect(within(score as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(score).toHaveClass('hidden', 'md:table-cell', 'text-right');
  });

  it('sorts the other way from the keyboard: Tab to the heading, then Enter or Space', async () => {
    const user = userEvent.setup();
    render(<Rounds />);
    expect(firstRound()).toHaveTextContent('351');
    await user.tab(); // the scrollable table itself
    await user.tab();
    const button = screen.getByRole('button', { name: 'Round' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'ascending');
    expect(firstRound()).toHaveTextContent('350');
    await user.keyboard(' ');
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'descending');
    expect(firstRound()).toHaveTextContent('351');
  });
});
