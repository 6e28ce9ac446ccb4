import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import { TextareaField } from './textarea-field.tsx';

describe('TextField, SelectField and TextareaField', () => {
  it('read the hint with the field and say it is required, its name staying the label', () => {
    render(
      <>
        <TextField label="Email" hint="We write to it" isRequired />
        <SelectField
          label="Topic"
          hint="Pick the closest"
          isRequired
          options={[{ value: 'a', label: 'A' }]}
        />
        <TextareaField label="Message" isRequired />
      </>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('We write to it');
    expect(email).toBeRequired();
    const topic = screen.getByRole('combobox', { name: 'Topic' });
    expect(topic).toHaveAccessibleDescription('Pick the closest');
    expect(topic).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeRequired();
    for (const mark of screen.getAllByText('*')) expect(mark).toHaveAttribute('aria-hidden', 'true');
  });

  it('adds the error to the description and marks the field invalid, not required when not asked', () => {
    render(<TextField label="Email" hint="We write to it" error="Not an address" />);
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('We write to it Not an address');
    expect(field).not.toBeRequired();
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });
});
