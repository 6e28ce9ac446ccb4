import { useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { OccupationPicker } from '#shared/ui/occupation-picker.tsx';

/**
 * The kit's parts no screen shows yet, to try them in the browser; development builds only, so its
 * heading is the route itself rather than a translated text.
 */
export function DevUiPage() {
  const { t } = useTranslation();
  const [occupation, setOccupation] = useState<string | undefined>();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 py-8">
      <h1 className="font-mono text-lg text-slate-500">/dev/ui</h1>
      <OccupationPicker
        label={t('ui.occupationPicker.label')}
        hint={t('ui.occupationPicker.hint')}
        value={occupation}
        onChange={setOccupation}
      />
      <p className="font-mono text-sm text-slate-500">value: {occupation ?? '—'}</p>
    </div>
  );
}
