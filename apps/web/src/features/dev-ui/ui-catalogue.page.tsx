import type { Language } from '@maplebridge/contracts';
import { Pencil, Trash2, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Badge, type BadgeTone } from '#shared/ui/badge.tsx';
import { Button, ButtonLink, type ButtonVariant, IconButton } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { CheckboxField } from '#shared/ui/checkbox-field.tsx';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { Dialog, DialogActions } from '#shared/ui/dialog.tsx';
import { FilterBar } from '#shared/ui/filter-bar.tsx';
import { ListTable } from '#shared/ui/list-table.tsx';
import { NewTabLink } from '#shared/ui/new-tab-link.tsx';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { Pager } from '#shared/ui/pager.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { RowAction, RowActions } from '#shared/ui/row-actions.tsx';
import { SectionHeader, SectionTitle } from '#shared/ui/section-header.tsx';
import { SelectField } from '#shared/ui/select-field.tsx';
import { Skeleton } from '#shared/ui/skeleton.tsx';
import type { SortDirection } from '#shared/ui/table.tsx';
import { type TabItem, Tabs } from '#shared/ui/tabs.tsx';
import { TextField } from '#shared/ui/text-field.tsx';
import { TextareaField } from '#shared/ui/textarea-field.tsx';
import { toastError, toastSuccess } from '#shared/ui/toast.ts';
import { Tooltip } from '#shared/ui/tooltip.tsx';

/**
 * The catalogue's own words. A development page (the router adds it only to `vite` dev builds), so
 * they live here rather than in the locale files every production build ships.
 */
const WORDS = {
  vi: {
    title: 'Bộ giao diện',
    intro: 'Mọi thành phần của apps/web/src/shared/ui ở từng trạng thái. Trang này chỉ có khi phát triển.',
    buttons: 'Nút',
    variants: { primary: 'Lưu', secondary: 'Hủy', danger: 'Xóa', ghost: 'Bỏ qua' },
    pending: 'Đang lưu',
    disabled: 'Không dùng được',
    close: 'Đóng',
    remove: 'Xóa mục này',
    badges: 'Nhãn',
    tones: { neutral: 'Nháp', good: 'Đã đăng', warn: 'Chờ duyệt', bad: 'Bị khóa', brand: 'Mới' },
    fields: 'Ô nhập',
    name: 'Họ và tên',
    email: 'Email',
    emailError: 'Email không hợp lệ',
    message: 'Nội dung',
    messageHint: 'Tối đa 1.000 ký tự',
    program: 'Chương trình',
    programs: ['Lao động tay nghề liên bang (FSW)', 'Kinh nghiệm Canada (CEC)'],
    agree: 'Tôi đồng ý với chính sách bảo mật',
    agreeHint: 'Bắt buộc để gửi',
    lists: 'Danh sách',
    loading: 'Đang tải',
    failed: 'Lỗi khi tải',
    empty: 'Trống',
    emptyText: 'Chưa có mục nào.',
    filled: 'Có dữ liệu',
    tableCaption: 'Các đợt mời gần đây',
    columns: ['Đợt', 'Ngày', 'Điểm tối thiểu'],
    pager: 'Trang của danh sách mẫu',
    lastPager: 'Trang cuối của danh sách mẫu',
    skeletons: 'Khung chờ',
    dialogs: 'Hộp thoại',
    openDialog: 'Mở hộp thoại',
    openDrawer: 'Mở ngăn kéo',
    openConfirm: 'Mở xác nhận',
    dialogTitle: 'Hộp thoại mẫu',
    dialogText: 'Tab ở lại bên trong, Escape đóng lại và trả tiêu điểm về nút đã mở.',
    confirmTitle: 'Xóa bài viết?',
    confirmText: 'Không thể hoàn tác.',
    dialogField: 'Tên thẻ',
    pageHeaders: 'Đầu trang và tiêu đề mục',
    pageTitle: 'Công cụ tính điểm CRS',
    pageIntro: 'Tính điểm Hệ thống Xếp hạng Toàn diện theo tiêu chí của IRCC.',
    pageAction: 'Làm bài kiểm tra',
    sectionTitle: 'Tiêu đề mục',
    sectionIntro: 'Mức 2, với lời giới thiệu.',
    links: 'Liên kết',
    ircc: 'Trang của IRCC',
    cards: 'Thẻ nội dung',
    cardText: 'Một hộp trắng bo góc: nền của nội dung trên mọi trang.',
    tabs: 'Thẻ chuyển',
    tabsLabel: 'Phần của bài viết',
    tabItems: ['Nội dung', 'Xem trước'],
    tabPanels: ['Nội dung bài viết ở đây.', 'Bài viết như người đọc thấy.'],
    hints: 'Gợi ý và thông báo',
    saveResult: 'Lưu kết quả',
    saveHint: 'Đăng nhập để lưu vào tài khoản',
    toastSuccess: 'Báo thành công',
    toastError: 'Báo lỗi',
    saved: 'Đã lưu',
    notSaved: 'Không lưu được, vui lòng thử lại.',
    nameHint: 'Như trên hộ chiếu',
    sortedList: 'Danh sách sắp xếp được',
    search: 'Tìm đợt mời',
    edit: 'Sửa',
    editRound: 'Sửa đợt',
    removeRound: 'Xóa đợt',
  },
  en: {
    title: 'UI kit',
    intro: 'Every part of apps/web/src/shared/ui in its states. This page exists only in development.',
    buttons: 'Buttons',
    variants: { primary: 'Save', secondary: 'Cancel', danger: 'Delete', ghost: 'Skip' },
    pending: 'Saving',
    disabled: 'Unavailable',
    close: 'Close',
    remove: 'Remove this item',
    badges: 'Badges',
    tones: { neutral: 'Draft', good: 'Published', warn: 'Pending', bad: 'Locked', brand: 'New' },
    fields: 'Fields',
    name: 'Full name',
    email: 'Email',
    emailError: 'The email is not valid',
    message: 'Message',
    messageHint: 'At most 1,000 characters',
    program: 'Program',
    programs: ['Federal Skilled Worker (FSW)', 'Canadian Experience Class (CEC)'],
    agree: 'I agree to the privacy policy',
    agreeHint: 'Needed to send',
    lists: 'Lists',
    loading: 'Loading',
    failed: 'Failed to load',
    empty: 'Empty',
    emptyText: 'Nothing here yet.',
    filled: 'With data',
    tableCaption: 'Recent rounds',
    columns: ['Round', 'Date', 'Lowest score'],
    pager: 'Pages of the sample list',
    lastPager: 'The sample list on its last page',
    skeletons: 'Skeletons',
    dialogs: 'Dialogs',
    openDialog: 'Open a dialog',
    openDrawer: 'Open a drawer',
    openConfirm: 'Open a confirmation',
    dialogTitle: 'A sample dialog',
    dialogText: 'Tab stays inside; Escape closes it and the focus goes back to the button that opened it.',
    confirmTitle: 'Delete the article?',
    confirmText: 'This cannot be undone.',
    dialogField: 'Tag name',
    pageHeaders: 'Page headers and section titles',
    pageTitle: 'CRS score calculator',
    pageIntro: 'Work out your Comprehensive Ranking System score by IRCC’s criteria.',
    pageAction: 'Take the test',
    sectionTitle: 'A section title',
    sectionIntro: 'Level 2, with an intro.',
    links: 'Links',
    ircc: 'IRCC’s page',
    cards: 'Cards',
    cardText: 'A white, rounded box: what content sits on, on every page.',
    tabs: 'Tabs',
    tabsLabel: 'Parts of the article',
    tabItems: ['Content', 'Preview'],
    tabPanels: ['The article’s content goes here.', 'The article as readers see it.'],
    hints: 'Hints and messages',
    saveResult: 'Save the result',
    saveHint: 'Sign in to save it to your account',
    toastSuccess: 'Say it worked',
    toastError: 'Say it failed',
    saved: 'Saved',
    notSaved: 'Could not save; please try again.',
    nameHint: 'As on your passport',
    sortedList: 'A list that sorts',
    search: 'Find a round',
    edit: 'Edit',
    editRound: 'Edit round',
    removeRound: 'Delete round',
  },
} satisfies Record<Language, unknown>;

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'danger', 'ghost'];
const TONES: BadgeTone[] = ['neutral', 'good', 'warn', 'bad', 'brand'];
const ROUNDS: ReadonlyArray<readonly [string, string, string]> = [
  ['#437', '19/08/2026', '523'],
  ['#436', '05/08/2026', '481'],
];
const noop = () => {};
type Words = (typeof WORDS)[Language];

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-4 rounded-2xl bg-white p-6 ring-1 ring-slate-200">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
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
          <SelectField
            label={words.program}
            options={words.programs.map((label, index) => ({ value: String(index), label }))}
          />
          <MessageSample words={words} />
          <CheckboxField label={words.agree} hint={words.agreeHint} />
        </div>
      </Part>
      <Part title={words.lists}>
        <ListStates words={words} />
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
