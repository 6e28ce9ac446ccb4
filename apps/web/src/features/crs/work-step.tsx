import type { WorkDetails } from '@maplebridge/crs';
import { Briefcase, Plus, Trash2 } from 'lucide-react';
import { type ChangeEvent, type ComponentProps, useEffect, useRef, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { CheckboxField } from '#shared/ui/checkbox-field.tsx';
import { OccupationPicker } from '#shared/ui/occupation-picker.tsx';
import { SelectField } from '#shared/ui/select-field.tsx';
import { TextField } from '#shared/ui/text-field.tsx';
import {
  type JobDraft,
  jobErrors,
  newJobDraft,
  toAmount,
  toWhole,
  toWorkDetails,
  toWorkForm,
  type WorkForm,
} from './work-form.ts';

/** The step's title, the same closed and open. */
function WorkTitle() {
  const { t } = useTranslation();
  return (
    <h2 id="work-step-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
      <Briefcase aria-hidden="true" className="h-5 w-5 text-brand-700" />
      {t('crs.work.title')}
    </h2>
  );
}

/** A count of months or people, or an amount: the phone's number pad, no browser suggestions. */
function NumberField(props: ComponentProps<typeof TextField>) {
  return <TextField inputMode="numeric" autoComplete="off" {...props} />;
}

interface WorkStepProps {
  work: WorkDetails | null;
  /** Open and scrolled into view on arrival, as when a result sends the person to add their work. */
  isInitiallyOpen?: boolean;
  onChange(work: WorkDetails | null): void;
  /** A spouse or partner comes along: their Canadian study counts for FSW adaptability. */
  isWithSpouse: boolean;
}

/**
 * The quiz's optional "Your work" step (issue 19): jobs by occupation, the job offer, funds and the
 * FSW adaptability answers. It never blocks the quiz: skipped, the CRS answers stand alone.
 */
export function WorkStep({ work, isInitiallyOpen = false, onChange, isWithSpouse }: WorkStepProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(work !== null || isInitiallyOpen);
  const sectionRef = useRef<HTMLElement>(null);
  // Once, on arrival: later renders (each keystroke) must leave the page where the person put it.
  const [shouldScroll] = useState(isInitiallyOpen);
  useEffect(() => {
    if (shouldScroll) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [shouldScroll]);
  const [form, setForm] = useState<WorkForm>(() => toWorkForm(work));

  const update = (next: WorkForm) => {
    setForm(next);
    onChange(toWorkDetails(next));
  };
  const updateJob = (key: number, change: Partial<JobDraft>) =>
    update({ ...form, jobs: form.jobs.map((job) => (job.key === key ? { ...job, ...change } : job)) });

  if (!isOpen)
    return (
      <section
        aria-labelledby="work-step-title"
        className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100"
        data-testid="work-step"
      >
        <WorkTitle />
        <p className="text-sm text-slate-700">{t('crs.work.intro')}</p>
        <div>
          <Button variant="secondary" data-testid="work-open" onClick={() => setOpen(true)}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('crs.work.open')}
          </Button>
        </div>
      </section>
    );

  const fundsError =
    form.settlementFundsCad.trim() !== '' && toAmount(form.settlementFundsCad) === null
      ? 'crs.work.amountInvalid'
      : undefined;
  const familyError =
    form.familySize.trim() !== '' && toWhole(form.familySize, 1, 30) === null
      ? 'crs.work.familyInvalid'
      : undefined;
  /** A number field's value, error and change, for one of the form's own answers. */
  const bindNumber = (field: 'settlementFundsCad' | 'familySize', error: string | undefined) => ({
    value: form[field],
    error,
    onChange: (event: ChangeEvent<HTMLInputElement>) => update({ ...form, [field]: event.target.value }),
  });
  return (
    <Card
      as="section"
      ref={sectionRef}
      padding="sm"
      aria-labelledby="work-step-title"
      className="flex scroll-mt-24 flex-col gap-5"
      data-testid="work-step"
    >
      <header className="space-y-1">
        <WorkTitle />
        <p className="text-sm text-slate-600">{t('crs.work.openIntro')}</p>
      </header>

      {form.jobs.map((job, index) => (
        <JobFields
          key={job.key}
          job={job}
          number={index + 1}
          canRemove={form.jobs.length > 1}
          onChange={(change) => updateJob(job.key, change)}
          onRemove={() => update({ ...form, jobs: form.jobs.filter((other) => other.key !== job.key) })}
        />
      ))}
      <div>
        <Button
          variant="secondary"
          data-testid="work-add-job"
          onClick={() => update({ ...form, jobs: [...form.jobs, newJobDraft()] })}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('crs.work.addJob')}
        </Button>
      </div>

      <fieldset className="flex flex-col gap-4 border-t border-slate-200 pt-5">
        <legend className="sr-only">{t('crs.work.moreTitle')}</legend>
        <OccupationPicker
          label={t('crs.work.offerLabel')}
          hint={t('crs.work.offerHint')}
          value={form.jobOfferNoc}
          onChange={(jobOfferNoc) => update({ ...form, jobOfferNoc })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label={t('crs.work.fundsLabel')}
            data-testid="work-funds"
            {...bindNumber('settlementFundsCad', fundsError)}
          />
          <NumberField
            label={t('crs.work.familyLabel')}
            placeholder={t('crs.work.familyPlaceholder')}
            data-testid="work-family"
            {...bindNumber('familySize', familyError)}
          />
        </div>
        <CheckboxField
          label={t('crs.work.authorized')}
          hint={t('crs.work.authorizedHint')}
          checked={form.authorizedToWorkInCanada}
          onChange={(event) => update({ ...form, authorizedToWorkInCanada: event.target.checked })}
        />
        <CheckboxField
          label={t('crs.work.relative')}
          checked={form.relativeInCanada}
          onChange={(event) => update({ ...form, relativeInCanada: event.target.checked })}
        />
        <CheckboxField
          label={t('crs.work.applicantStudied')}
          checked={form.applicantStudiedInCanada}
          onChange={(event) => update({ ...form, applicantStudiedInCanada: event.target.checked })}
        />
        {isWithSpouse && (
          <CheckboxField
            label={t('crs.work.spouseStudied')}
            checked={form.spouseStudiedInCanada}
            onChange={(event) => update({ ...form, spouseStudiedInCanada: event.target.checked })}
          />
        )}
      </fieldset>
      <div>
        <button
          type="button"
          data-testid="work-remove"
          onClick={() => {
            setOpen(false);
            setForm(toWorkForm(null));
            onChange(null);
          }}
          className="text-sm font-medium text-slate-600 underline hover:text-slate-900"
        >
          {t('crs.work.remove')}
        </button>
      </div>
    </Card>
  );
}

interface JobFieldsProps {
  job: JobDraft;
  number: number;
  canRemove: boolean;
  onChange(change: Partial<JobDraft>): void;
  onRemove(): void;
}

function JobFields({ job, number, canRemove, onChange, onRemove }: JobFieldsProps) {
  const { t } = useTranslation();
  const errors = jobErrors(job);
  /** A number field's value, error and change, for one of the job's answers. */
  const bindNumber = (field: 'months' | 'endedMonthsAgo') => ({
    value: job[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [field]: event.target.value }),
  });
  return (
    <fieldset
      className="flex flex-col gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
      data-testid="work-job"
    >
      <legend className="sr-only">{t('crs.work.jobTitle', { number })}</legend>
      <div className="flex items-center justify-between gap-3">
        <p aria-hidden="true" className="font-semibold text-slate-900">
          {t('crs.work.jobTitle', { number })}
        </p>
        {canRemove && (
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('crs.work.removeJob', { number })}
          </button>
        )}
      </div>
      <OccupationPicker
        label={t('crs.work.occupationLabel')}
        hint={t('ui.occupationPicker.hint')}
        error={errors.noc}
        value={job.noc}
        onChange={(noc) => onChange({ noc })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('crs.work.whereLabel')}
          value={job.inCanada ? 'canada' : 'abroad'}
          options={[
            { value: 'abroad', label: t('crs.work.abroad') },
            { value: 'canada', label: t('crs.work.canada') },
          ]}
          data-testid="work-where"
          onChange={(event) => onChange({ inCanada: event.target.value === 'canada' })}
        />
        <NumberField label={t('crs.work.monthsLabel')} data-testid="work-months" {...bindNumber('months')} />
      </div>
      <CheckboxField
        label={t('crs.work.isCurrent')}
        checked={job.isCurrent}
        data-testid="work-current"
        onChange={(event) => onChange({ isCurrent: event.target.checked })}
      />
      {!job.isCurrent && (
        <NumberField
          label={t('crs.work.endedLabel')}
          data-testid="work-ended"
          {...bindNumber('endedMonthsAgo')}
        />
      )}
      <CheckboxField
        label={t('crs.work.selfEmployed')}
        checked={job.selfEmployed}
        onChange={(event) => onChange({ selfEmployed: event.target.checked })}
      />
      <CheckboxField
        label={t('crs.work.whileStudent')}
        checked={job.whileFullTimeStudent}
        onChange={(event) => onChange({ whileFullTimeStudent: event.target.checked })}
      />
    </fieldset>
  );
}
