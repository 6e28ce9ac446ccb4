import { RECOMMENDED_TAG, type Tag } from '@maplebridge/contracts';
import { Lock, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { toast } from '#shared/lib/toast.ts';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { ListTable } from '#shared/ui/list-table.tsx';
import { RowAction, RowActions } from '#shared/ui/row-actions.tsx';
import { SectionHeader } from '#shared/ui/section-header.tsx';
import { FormCard } from '../../form-card.tsx';
import { useAdminTags, useDeleteTag } from '../content.queries.ts';
import { TagForm } from './tag-form.tsx';

/** `/admin/tags`: every tag, add, rename and delete; `recommended` marks recommended news and stays. */
export function TagsPage() {
  const { t } = useTranslation();
  const tags = useAdminTags();
  const deleteTag = useDeleteTag();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Tag | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
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

  const confirmDelete = async (tag: Tag) => {
    await deleteTag.mutateAsync(tag.id);
    toast.success(t('admin-content.tags.toast.deleted', { name: tag.name }));
    requestAnimationFrame(() => heading.current?.focus());
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
        rowKey={(tag) => tag.id}
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
                  <RowAction
                    data-testid={`tag-delete-${tag.name}`}
                    icon={Trash2}
                    tone="danger"
                    label={t('admin-content.tags.delete', { name: tag.name })}
                    title={t('admin-content.common.delete')}
                    onClick={() => setToDelete(tag)}
                  />
                </RowActions>
              ),
          },
        ]}
      />
      <p className="text-sm text-slate-600">{t('admin-content.tags.protectedHint')}</p>

      {toDelete && (
        <ConfirmDialog
          title={t('admin-content.tags.confirmDelete.title')}
          confirmLabel={t('admin-content.common.delete')}
          cancelLabel={t('admin-content.common.cancel')}
          isDestructive
          onConfirm={() => confirmDelete(toDelete)}
          onClose={() => setToDelete(null)}
        >
          {t('admin-content.tags.confirmDelete.message', { name: toDelete.name })}
        </ConfirmDialog>
      )}
    </section>
  );
}
