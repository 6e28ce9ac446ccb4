import type { SiteNotice } from '@maplebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { formatDateTime } from '#shared/lib/format-date.ts';
import { Badge, type BadgeTone } from '#shared/ui/badge.tsx';
import { ListTable } from '#shared/ui/list-table.tsx';
import { RowAction, RowActions } from '#shared/ui/row-actions.tsx';
import { DeleteDialog } from '../delete-dialog.tsx';
import { DeleteRowAction } from '../delete-row-action.tsx';
import { InlineEditorHeader, useInlineEditor } from '../inline-editor.tsx';
import { useConfirmedDelete } from '../use-confirmed-delete.ts';
import { NoticeForm } from './notice-form.tsx';
import { adminNoticesQueryOptions, useDeleteNotice } from './notices.queries.ts';

type NoticeState = 'scheduled' | 'shown' | 'ended';

const STATE_TONE: Record<NoticeState, BadgeTone> = { scheduled: 'brand', shown: 'good', ended: 'neutral' };
const SEVERITY_TONE: Record<SiteNotice['severity'], BadgeTone> = {
  info: 'neutral',
  warning: 'warn',
  critical: 'bad',
};

/** Whether readers see a notice at `now`: not yet, now, or no more. */
export function noticeStateAt(notice: SiteNotice, now: number): NoticeState {
  if (Date.parse(notice.startsAt) > now) return 'scheduled';
  return notice.endsAt !== null && Date.parse(notice.endsAt) <= now ? 'ended' : 'shown';
}

function StateBadge({ notice, now, testId }: { notice: SiteNotice; now: number; testId?: string }) {
  const { t } = useTranslation();
  const state = noticeStateAt(notice, now);
  return (
    <Badge tone={STATE_TONE[state]} testId={testId}>
      {t(`admin-content.notices.states.${state}`)}
    </Badge>
  );
}

/** `/admin/notices`: the notices under every page's header (issue 22), past and future ones too. */
export function NoticesPage() {
  const { t, i18n } = useTranslation();
  const notices = useQuery(adminNoticesQueryOptions());
  const deleteNotice = useDeleteNotice();
  const editor = useInlineEditor<SiteNotice>();
  const heading = useRef<HTMLHeadingElement>(null);
  const deletion = useConfirmedDelete(
    (notice: SiteNotice) => deleteNotice.mutateAsync(notice.id),
    () => t('admin-content.notices.toast.deleted'),
    heading,
  );
  const items = notices.data ?? [];
  const now = Date.now();
  const messageOf = (notice: SiteNotice) => (i18n.language === 'en' ? notice.messageEn : notice.messageVn);
  /** A row's name for its buttons: the start of its message. */
  const nameOf = (notice: SiteNotice) => {
    const message = messageOf(notice);
    return message.length > 40 ? `${message.slice(0, 40).trimEnd()}…` : message;
  };

  return (
    <section className="space-y-6">
      <InlineEditorHeader
        title={t('admin-content.notices.title')}
        intro={t('admin-content.notices.intro')}
        headingRef={heading}
        addLabel={t('admin-content.notices.add')}
        addTestId="notice-add"
        editor={editor}
      />

      {editor.editing && (
        <NoticeForm
          key={editor.editing.item?.id ?? 'new'}
          notice={editor.editing.item}
          onDone={editor.close}
          onCancel={editor.close}
        />
      )}

      <ListTable
        query={notices}
        items={items}
        caption={t('admin-content.notices.caption')}
        emptyText={t('admin-content.notices.empty')}
        rowTestId="notice-row"
        testId="notices-list"
        foldsOnPhone
        columns={[
          {
            label: t('admin-content.notices.columns.message'),
            isRowHeader: true,
            cell: (notice) => (
              <>
                <span lang={i18n.language === 'en' ? 'en' : 'vi'} className="line-clamp-3 text-slate-900">
                  {messageOf(notice)}
                </span>
                {/* On a phone the state column folds into this one. */}
                <span className="mt-1 block md:hidden">
                  <StateBadge notice={notice} now={now} />
                </span>
              </>
            ),
          },
          {
            label: t('admin-content.notices.columns.severity'),
            isHiddenOnPhone: true,
            cell: (notice) => (
              <Badge tone={SEVERITY_TONE[notice.severity]}>
                {t(`admin-content.notices.severities.${notice.severity}`)}
              </Badge>
            ),
          },
          {
            label: t('admin-content.notices.columns.window'),
            isHiddenOnPhone: true,
            cell: (notice) => (
              <span className="text-sm text-slate-700">
                {t(notice.endsAt ? 'admin-content.notices.window' : 'admin-content.notices.windowOpen', {
                  start: formatDateTime(notice.startsAt, i18n.language),
                  end: notice.endsAt ? formatDateTime(notice.endsAt, i18n.language) : '',
                })}
              </span>
            ),
          },
          {
            label: t('admin-content.notices.columns.state'),
            isHiddenOnPhone: true,
            cell: (notice) => <StateBadge notice={notice} now={now} testId="notice-state" />,
          },
          {
            label: t('admin-content.notices.columns.actions'),
            isEnd: true,
            isHidden: true,
            cell: (notice) => (
              <RowActions>
                <RowAction
                  data-testid="notice-edit"
                  icon={Pencil}
                  label={t('admin-content.notices.edit', { message: nameOf(notice) })}
                  title={t('admin-content.common.edit')}
                  onClick={() => editor.edit(notice)}
                  disabled={editor.isOpen}
                />
                <DeleteRowAction
                  data-testid="notice-delete"
                  label={t('admin-content.notices.delete', { message: nameOf(notice) })}
                  onClick={() => deletion.ask(notice)}
                />
              </RowActions>
            ),
          },
        ]}
      />

      {deletion.item && (
        <DeleteDialog title={t('admin-content.notices.confirmDelete.title')} {...deletion.dialog}>
          {t('admin-content.notices.confirmDelete.message', { message: messageOf(deletion.item) })}
        </DeleteDialog>
      )}
    </section>
  );
}
