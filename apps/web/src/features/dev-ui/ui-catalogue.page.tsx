import { type Language, NOTICE_SEVERITIES } from '@maplebridge/contracts';
import { Pencil, Trash2, X } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Badge, type BadgeTone } from '#shared/ui/badge.tsx';
import { Button, ButtonLink, type ButtonVariant, IconButton } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { CheckboxField } from '#shared/ui/checkbox-field.tsx';
import { Chip } from '#shared/ui/chip.tsx';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { Dialog, DialogActions } from '#shared/ui/dialog.tsx';
import { FileField } from '#shared/ui/file-field.tsx';
import { FilterBar } from '#shared/ui/filter-bar.tsx';
import { FormActions, FormCard } from '#shared/ui/form-card.tsx';
import {
  FormNewPasswordField,
  FormSelectField,
  FormTextareaField,
  FormTextField,
} from '#shared/ui/form-fields.tsx';
import { LazyOfflineNotice } from '#shared/ui/lazy-offline-notice.ts';
import { ListTable } from '#shared/ui/list-table.tsx';
import { NewTabLink } from '#shared/ui/new-tab-link.tsx';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { Pager } from '#shared/ui/pager.tsx';
import { ProgressBar } from '#shared/ui/progress-bar.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { RowAction, RowActions } from '#shared/ui/row-actions.tsx';
import { SectionHeader, SectionTitle } from '#shared/ui/section-header.tsx';
import { SelectField } from '#shared/ui/select-field.tsx';
import { SiteNotice } from '#shared/ui/site-notice.tsx';
import { Skeleton } from '#shared/ui/skeleton.tsx';
import type { SortDirection } from '#shared/ui/table.tsx';
import { type TabItem, Tabs } from '#shared/ui/tabs.tsx';
import { TextField } from '#shared/ui/text-field.tsx';
import { TextareaField } from '#shared/ui/textarea-field.tsx';
import { toastError, toastSuccess } from '#shared/ui/toast.ts';
import { Tooltip } from '#shared/ui/tooltip.tsx';
import words from './ui-catalogue-words.json';

/**
 * The catalogue's own words, beside it. A development page (the router adds it only to `vite` dev
 * builds), so they stay out of the locale files every production build ships.
 */
const WORDS: Record<Language, Words> = words;

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'danger', 'ghost'];
const TONES: BadgeTone[] = ['neutral', 'good', 'warn', 'bad', 'brand'];
const ROUNDS: ReadonlyArray<readonly [string, string, string]> = [
  ['#437', '19/08/2026', '523'],
  ['#436', '05/08/2026', '481'],
];
const noop = () => {};
/** The sample select's options, in the page's language. */
const programOptions = (words: Words) =>
  words.programs.map((label, index) => ({ value: String(index), label }));
type Words = typeof words.vi;

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-4 rounded-2xl bg-white p-6 ring-1 ring-slate-200">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** Each variant, then a button sending, one disabled, and icon buttons named by their labels. */
function ButtonStates({ words }: { words: Words }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {VARIANTS.map((variant) => (
        <Button key={variant} variant={variant}>
          {words.variants[variant]}
        </Button>
      ))}
      <Button isPending>{words.pending}</Button>
      <Button variant="secondary" disabled>
        {words.disabled}
      </Button>
      <IconButton label={words.close} icon={X} />
      <IconButton label={words.remove} icon={Trash2} />
    </div>
  );
}

function ListStates({ words }: { words: Words }) {
  const [page, setPage] = useState(1);
  const states = [
    { label: words.loading, query: { isPending: true, error: null, refetch: noop }, isEmpty: false },
    {
      label: words.failed,
      query: { isPending: false, error: new Error('offline'), refetch: noop },
      isEmpty: false,
    },
    { label: words.empty, query: { isPending: false, error: null, data: [], refetch: noop }, isEmpty: true },
  ];
  return (
    <>
      {states.map((state) => (
        <div key={state.label}>
          <h3 className="mb-2 text-sm font-semibold text-slate-600">{state.label}</h3>
          <QueryState query={state.query} isEmpty={state.isEmpty} emptyText={words.emptyText}>
            {null}
          </QueryState>
        </div>
      ))}
      <h3 className="text-sm font-semibold text-slate-600">{words.filled}</h3>
      <SortedRounds words={words} page={page} onPage={setPage} />
      <Pager page={2} hasNextPage={false} onChange={noop} label={words.lastPager} />
    </>
  );
}

type Round = (typeof ROUNDS)[number];

/** A ListTable: a filter above it, the date column sorting, each row's actions, a pager. */
function SortedRounds({ words, page, onPage }: { words: Words; page: number; onPage(page: number): void }) {
  const [direction, setDirection] = useState<SortDirection>('descending');
  const rounds = direction === 'descending' ? ROUNDS : [...ROUNDS].reverse();
  return (
    <>
      <FilterBar label={words.sortedList}>
        <TextField label={words.search} type="search" />
      </FilterBar>
      <ListTable<Round>
        query={{ isPending: false, error: null, data: rounds, refetch: noop }}
        items={rounds}
        caption={words.tableCaption}
        emptyText={words.emptyText}
        rowKey={([round]) => round}
        pager={{ page, hasNextPage: page < 3, onChange: onPage, label: words.pager }}
        foldsOnPhone
        columns={[
          { label: words.columns[0] ?? '', isRowHeader: true, cell: ([round]) => round },
          {
            label: words.columns[1] ?? '',
            isNowrap: true,
            sort: {
              direction,
              onSort: () => setDirection(direction === 'descending' ? 'ascending' : 'descending'),
            },
            cell: ([, day]) => day,
          },
          { label: words.columns[2] ?? '', isEnd: true, cell: ([, , score]) => score },
          {
            label: words.edit,
            isEnd: true,
            cell: ([round]) => (
              <RowActions>
                <RowAction label={`${words.editRound} ${round}`} title={words.edit} icon={Pencil} />
                <RowAction
                  label={`${words.removeRound} ${round}`}
                  title={words.variants.danger}
                  icon={Trash2}
                  tone="danger"
                />
              </RowActions>
            ),
          },
        ]}
      />
    </>
  );
}

function TabsSample({ words }: { words: Words }) {
  const [value, setValue] = useState<'content' | 'preview'>('content');
  const items: TabItem<'content' | 'preview'>[] = [
    { value: 'content', label: words.tabItems[0] ?? '', panel: <p>{words.tabPanels[0]}</p> },
    { value: 'preview', label: words.tabItems[1] ?? '', panel: <p>{words.tabPanels[1]}</p> },
  ];
  return (
    <Tabs<'content' | 'preview'> label={words.tabsLabel} items={items} value={value} onChange={setValue} />
  );
}

function MessageSample({ words }: { words: Words }) {
  const [length, setLength] = useState(0);
  return (
    <TextareaField
      label={words.message}
      hint={words.messageHint}
      rows={3}
      count={{ length, max: 1000 }}
      onChange={(event) => setLength(event.target.value.length)}
    />
  );
}

/** A console form on its card: the form-bound fields, a file field and the form's buttons. */
function FormSample({ words }: { words: Words }) {
  const form = useForm({ defaultValues: { name: '', password: '', program: '0', message: '' } });
  const save = form.handleSubmit(() => toastSuccess(words.saved));
  return (
    <FormCard
      title={words.formTitle}
      intro={words.formIntro}
      onSubmit={save}
      isBusy={form.formState.isSubmitting}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          form={form}
          name="name"
          rules={{ required: words.nameRequired }}
          label={words.name}
          isRequired
        />
        <FormNewPasswordField form={form} name="password" label={words.password} />
        <FormSelectField form={form} name="program" label={words.program} options={programOptions(words)} />
        <FileField label={words.file} hint={words.fileHint} accept=".json,application/json" />
      </div>
      <FormTextareaField form={form} name="message" label={words.message} hint={words.messageHint} rows={3} />
      <FormActions
        submitLabel={words.variants.primary}
        isSubmitting={form.formState.isSubmitting}
        onCancel={() => form.reset()}
      />
    </FormCard>
  );
}

function DialogStates({ words }: { words: Words }) {
  const [open, setOpen] = useState<'modal' | 'drawer' | 'confirm' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="secondary" onClick={() => setOpen('modal')}>
        {words.openDialog}
      </Button>
      <Button variant="secondary" onClick={() => setOpen('drawer')}>
        {words.openDrawer}
      </Button>
      <Button variant="danger" onClick={() => setOpen('confirm')}>
        {words.openConfirm}
      </Button>
      {(open === 'modal' || open === 'drawer') && (
        <Dialog title={words.dialogTitle} onClose={close} variant={open} testId="catalogue-dialog">
          <div className="space-y-4 px-6 py-5">
            <p className="text-slate-700">{words.dialogText}</p>
            <TextField label={words.dialogField} />
            <DialogActions onCancel={close}>
              <Button onClick={close}>{words.variants.primary}</Button>
            </DialogActions>
          </div>
        </Dialog>
      )}
      {open === 'confirm' && (
        <ConfirmDialog
          title={words.confirmTitle}
          confirmLabel={words.variants.danger}
          isDestructive
          onConfirm={close}
          onClose={close}
          testId="catalogue-confirm"
        >
          {words.confirmText}
        </ConfirmDialog>
      )}
    </div>
  );
}

/** `/dev/ui`: every kit part in its states, in the language of the page (`?lng=en` for English). */
export function UiCataloguePage() {
  const { i18n } = useTranslation();
  const words = WORDS[i18n.language === 'en' ? 'en' : 'vi'];
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <SectionHeader title={words.title} intro={words.intro} />
      <Part title={words.buttons}>
        <ButtonStates words={words} />
      </Part>
      <Part title={words.links}>
        <div className="flex flex-wrap items-center gap-3">
          <ButtonLink to="/crs-tool/quiz" size="lg">
            {words.pageAction}
          </ButtonLink>
          <ButtonLink to="/crs-tool/quiz" variant="secondary" size="sm">
            {words.pageAction}
          </ButtonLink>
          <NewTabLink href="https://www.canada.ca/en/immigration-refugees-citizenship.html">
            {words.ircc}
          </NewTabLink>
        </div>
      </Part>
      <Part title={words.pageHeaders}>
        <PageHeader
          title={words.pageTitle}
          intro={words.pageIntro}
          action={<ButtonLink to="/crs-tool/quiz">{words.pageAction}</ButtonLink>}
        />
        <SectionTitle level={2} title={words.sectionTitle} intro={words.sectionIntro} />
      </Part>
      <Part title={words.cards}>
        <Card padding="sm">{words.cardText}</Card>
        <Card padding="lg">{words.cardText}</Card>
      </Part>
      <Part title={words.tabs}>
        <TabsSample words={words} />
      </Part>
      <Part title={words.hints}>
        <div className="flex flex-wrap items-center gap-3">
          <Tooltip text={words.saveHint}>
            <Button variant="secondary">{words.saveResult}</Button>
          </Tooltip>
          <Button variant="ghost" onClick={() => toastSuccess(words.saved)}>
            {words.toastSuccess}
          </Button>
          <Button variant="ghost" onClick={() => toastError(words.notSaved)}>
            {words.toastError}
          </Button>
        </div>
        {NOTICE_SEVERITIES.map((severity) => (
          <SiteNotice
            key={severity}
            severity={severity}
            message={words.notices[severity]}
            linkUrl={severity === 'info' ? '/crs-tool/more-information' : null}
            onDismiss={severity === 'critical' ? () => undefined : undefined}
          />
        ))}
        <Suspense fallback={null}>
          <LazyOfflineNotice titleKey="offline.news.title" textKey="offline.news.text" />
        </Suspense>
      </Part>
      <Part title={words.badges}>
        <div className="flex flex-wrap gap-2">
          {TONES.map((tone) => (
            <Badge key={tone} tone={tone}>
              {words.tones[tone]}
            </Badge>
          ))}
        </div>
      </Part>
      <Part title={words.fields}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={words.name} hint={words.nameHint} isRequired autoComplete="name" />
          <TextField label={words.email} type="email" defaultValue="an@" error={words.emailError} />
          <SelectField label={words.program} options={programOptions(words)} />
          <MessageSample words={words} />
          <CheckboxField label={words.agree} hint={words.agreeHint} />
        </div>
      </Part>
      <Part title={words.forms}>
        <FormSample words={words} />
      </Part>
      <Part title={words.lists}>
        <ListStates words={words} />
      </Part>
      <Part title={words.chip}>
        <Chip dismissLabel={words.chipDismiss} onDismiss={() => undefined}>
          {words.chipText}
        </Chip>
      </Part>
      <Part title={words.progress}>
        <ProgressBar label={words.progressLabel} value={7} max={12} valueText={words.progressText} />
      </Part>
      <Part title={words.skeletons}>
        <Skeleton shape="cards" count={2} />
        <Skeleton shape="rows" count={2} />
        <Skeleton shape="lines" count={2} />
      </Part>
      <Part title={words.dialogs}>
        <DialogStates words={words} />
      </Part>
    </div>
  );
}
