import { TextField } from '#shared/ui/text-field.tsx';

interface KeywordFieldProps {
  label: string;
  value: string;
  onChange(keyword: string): void;
  testId: string;
}

/** A search box for words of an article's title, as long as a title may be. */
export function KeywordField({ label, value, onChange, testId }: KeywordFieldProps) {
  return (
    <TextField
      type="search"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxLength={200}
      data-testid={testId}
    />
  );
}
