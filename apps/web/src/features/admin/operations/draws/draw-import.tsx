import { LoaderCircle, Upload } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
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
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
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
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={headingId}
      data-testid="draw-import"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('admin-ops.draws.import.heading')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('admin-ops.draws.import.intro')}</p>
      <fieldset disabled={isPending} className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {t('admin-ops.draws.import.file')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".json,application/json"
            data-testid="draw-import-file"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:font-semibold file:text-slate-800"
          />
          {error && (
            <p id={errorId} role="alert" data-testid="draw-import-error" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <button
          type="submit"
          aria-busy={isPending}
          className="inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-600 hover:bg-brand-50 disabled:opacity-70"
        >
          {isPending ? (
            <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
          ) : (
            <Upload aria-hidden="true" className="h-5 w-5" />
          )}
          {t('admin-ops.draws.import.submit')}
        </button>
      </fieldset>
    </form>
  );
}
