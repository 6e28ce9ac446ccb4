import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header.tsx';

describe('PageHeader', () => {
  it('gives the page its one level-one heading, its intro, note and action', () => {
    render(
      <PageHeader title="CRS guide" intro="How points add up" action={<button type="button">Print</button>}>
        <p>Rules in force</p>
      </PageHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'CRS guide' })).toBeInTheDocument();
    expect(screen.getByText('How points add up')).toBeInTheDocument();
    expect(screen.getByText('Rules in force')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});
