import { RECOMMENDED_TAG, type Tag } from '@maplebridge/contracts';
import { Lock, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { FormCard } from '#shared/ui/form-card.tsx';
import { ListTable } from '#shared/ui/list-table.tsx';
import { RowAction, RowActions } from '#shared/ui/row-actions.tsx';
import { SectionHeader } from '#shared/ui/section-header.tsx';
import { useAdminTags, useDeleteTag } from '../content.queries.ts';
import { DeleteDialog } from '../delete-dialog.tsx';
import { DeleteRowAction } from '../delete-row-action.tsx';
import { useConfirmedDelete } from '../use-confirmed-delete.ts';
import { TagForm } from './tag-form.tsx';

/** `/admin/tags`: every tag, add, rename and delete; `recommended` marks recommended news and stays. */
export function TagsPage() {
  const { t } = useTranslation();
  const tags = useAdminTags();
  const deleteTag = useDeleteTag();
  const [editingId, setEditingId] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const deletion = useConfirmedDelete(
    (tag: Tag) => deleteTag.mutateAsync(tag.id),
    (tag) => t('admin-content.tags.toast.deleted', { name: tag.name }),
    heading,
  );
  const lastEdited = useRef<number | null>(null);

  // Back from renaming: focus returns to that tag's rename button.
  useEffect(() => {
    if (editingId !== null || lastEdited.current === null) return;
    document.querySelector<HTMLElement>(`[data-tag-rename="${lastEdited.current}"]`)?.focus();
    lastEdited.current = null;
  }, [editingId]);
  const stopEditing = () => {
    lastEdited.current = editingId;
    setEditingId(null);
  };

  const items = tags.data ?? [];

  return (
    <section className="space-y-6">
      <SectionHeader
        title={t('admin-content.tags.title')}
        intro={t('admin-content.tags.intro')}
        headingRef={heading}
      />

      <FormCard title={t('admin-content.tags.createTitle')}>
        <TagForm />
      </FormCard>

      <ListTable
        query={tags}
        items={items}
        caption={t('admin-content.tags.caption')}
        emptyText={t('admin-content.tags.empty')}
        rowTestId={(tag) => `tag-row-${tag.name}`}
        rowEditor={(tag) =>
          editingId === tag.id && <TagForm tag={tag} onDone={stopEditing} onCancel={stopEditing} />
        }
        testId="tags-list"
        columns={[
          {
            label: t('admin-content.tags.fields.name'),
            cell: (tag) => <span className="font-mono text-slate-900">{tag.name}</span>,
          },
          {
            label: t('admin-content.tags.fields.descriptionVN'),
            cell: (tag) => <span lang="vi">{tag.descriptionVN}</span>,
          },
          {
            label: t('admin-content.tags.fields.descriptionEN'),
            cell: (tag) => <span lang="en">{tag.descriptionEN}</span>,
          },
          {
            label: t('admin-content.tags.columns.actions'),
            isEnd: true,
            cell: (tag) =>
              tag.name === RECOMMENDED_TAG ? (
                <p
                  className="flex items-center justify-end gap-1.5 text-xs text-slate-600"
                  data-testid="tag-protected"
                >
                  <Lock aria-hidden="true" className="h-3.5 w-3.5" />
                  {t('admin-content.tags.protected')}
                </p>
              ) : (
                <RowActions>
                  <RowAction
                    data-tag-rename={tag.id}
                    data-testid={`tag-rename-${tag.name}`}
                    icon={Pencil}
                    label={t('admin-content.tags.rename', { name: tag.name })}
                    title={t('admin-content.tags.renameShort')}
                    onClick={() => setEditingId(tag.id)}
                  />
                  <DeleteRowAction
                    data-testid={`tag-delete-${tag.name}`}
                    label={t('admin-content.tags.delete', { name: tag.name })}
                    onClick={() => deletion.ask(tag)}
                  />
                </RowActions>
              ),
          },
        ]}
      />
      <p className="text-sm text-slate-600">{t('admin-content.tags.protectedHint')}</p>

      {deletion.item && (
        <DeleteDialog title={t('admin-content.tags.confirmDelete.title')} {...deletion.dialog}>
          {t('admin-content.tags.confirmDelete.message', { name: deletion.item.name })}
        </DeleteDialog>
      )}
    </section>
  );
}
