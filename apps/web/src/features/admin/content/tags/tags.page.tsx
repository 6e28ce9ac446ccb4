import { RECOMMENDED_TAG, type Tag } from '@maplebridge/contracts';
import { Lock, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { Skeleton } from '#shared/ui/skeleton.tsx';
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

  const iconButton =
    'inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100';
  const items = tags.data ?? [];

  return (
    <section className="space-y-6">
      <div className="space-y-1">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          {t('admin-content.tags.title')}
        </h1>
        <p className="text-slate-600">{t('admin-content.tags.intro')}</p>
      </div>

      <section
        aria-labelledby="tag-create"
        className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="tag-create" className="text-lg font-semibold text-slate-900">
          {t('admin-content.tags.createTitle')}
        </h2>
        <TagForm />
      </section>

      <div aria-busy={tags.isFetching} data-testid="tags-list">
        {tags.isPending ? (
          <Skeleton shape="rows" count={5} />
        ) : tags.isError ? (
          <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
            <p className="text-slate-700">{errorMessage(t, tags.error)}</p>
            <button
              type="button"
              onClick={() => tags.refetch()}
              className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
            >
              <RefreshCw aria-hidden="true" className="h-4 w-4" />
              {t('admin-content.common.retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-2xl bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">
            {t('admin-content.tags.empty')}
          </p>
        ) : (
          <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">{t('admin-content.tags.caption')}</caption>
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('admin-content.tags.fields.name')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('admin-content.tags.fields.descriptionVN')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('admin-content.tags.fields.descriptionEN')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {t('admin-content.tags.columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.map((tag) =>
                  editingId === tag.id ? (
                    <tr key={tag.id}>
                      <td colSpan={4} className="bg-brand-50/40 px-4 py-4">
                        <TagForm tag={tag} onDone={stopEditing} onCancel={stopEditing} />
                      </td>
                    </tr>
                  ) : (
                    <tr key={tag.id} data-testid={`tag-row-${tag.name}`}>
                      <td className="px-4 py-3 font-mono text-slate-900">{tag.name}</td>
                      <td lang="vi" className="px-4 py-3 text-slate-800">
                        {tag.descriptionVN}
                      </td>
                      <td lang="en" className="px-4 py-3 text-slate-800">
                        {tag.descriptionEN}
                      </td>
                      <td className="px-4 py-3">
                        {tag.name === RECOMMENDED_TAG ? (
                          <p
                            className="flex items-center justify-end gap-1.5 text-xs text-slate-600"
                            data-testid="tag-protected"
                          >
                            <Lock aria-hidden="true" className="h-3.5 w-3.5" />
                            {t('admin-content.tags.protected')}
                          </p>
                        ) : (
                          <div className="flex justify-end gap-2">
                            <button
                              type="button"
                              data-tag-rename={tag.id}
                              data-testid={`tag-rename-${tag.name}`}
                              aria-label={t('admin-content.tags.rename', { name: tag.name })}
                              title={t('admin-content.tags.renameShort')}
                              onClick={() => setEditingId(tag.id)}
                              className={iconButton}
                            >
                              <Pencil aria-hidden="true" className="h-4 w-4" />
                            </button>
                            <button
                              type="button"
                              data-testid={`tag-delete-${tag.name}`}
                              aria-label={t('admin-content.tags.delete', { name: tag.name })}
                              title={t('admin-content.common.delete')}
                              onClick={() => setToDelete(tag)}
                              className={`${iconButton} text-red-700`}
                            >
                              <Trash2 aria-hidden="true" className="h-4 w-4" />
                            </button>
                          </div>
                        )}
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          </div>
        )}
      </div>
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
