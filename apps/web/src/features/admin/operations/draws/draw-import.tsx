import { Upload } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { Button } from '#shared/ui/button.tsx';
import { FileField } from '#shared/ui/file-field.tsx';
import { FormCard } from '#shared/ui/form-card.tsx';
import type { DrawOutcome } from './draws.api.ts';
import { useImportDraws } from './draws.queries.ts';

/**
 * IRCC's rounds file (`ee_rounds_123_en.json`) picked from disk and sent as it is; the server
 * adds the rounds it does not know. A file that is not JSON is refused before anything is sent.
 */
export function DrawImport({ onImported }: { onImported(outcome: DrawOutcome): void }) {
  const { t } = useTranslation();
  const importDraws = useImportDraws();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isPending = importDraws.isPending;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t('admin-ops.draws.import.fileRequired'));
      input.current?.focus();
      return;
    }
    setError(null);
    let rounds: unknown;
    try {
      rounds = JSON.parse(await file.text());
    } catch {
      setError(t('errors.draws.invalidFile'));
      return;
    }
    try {
      const outcome = await importDraws.mutateAsync(rounds);
      toast.success(t('admin-ops.draws.import.done'));
      onImported(outcome);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (caught) {
      setError(errorMessage(t, caught));
      toast.error(t('admin-ops.draws.import.failed'), { description: errorMessage(t, caught) });
    }
  };

  return (
    <FormCard
      title={t('admin-ops.draws.import.heading')}
      intro={t('admin-ops.draws.import.intro')}
      testId="draw-import"
      onSubmit={handleSubmit}
      isBusy={isPending}
    >
      <FileField
        ref={input}
        label={t('admin-ops.draws.import.file')}
        accept=".json,application/json"
        data-testid="draw-import-file"
        error={error}
        errorTestId="draw-import-error"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setError(null);
        }}
      />
      <Button type="submit" variant="secondary" isPending={isPending}>
        {!isPending && <Upload aria-hidden="true" className="h-4 w-4" />}
        {t('admin-ops.draws.import.submit')}
      </Button>
    </FormCard>
  );
}
