import type { Slide } from '@maplebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ExternalLink, FileText, Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { Skeleton } from '#shared/ui/skeleton.tsx';
import { adminSlidesQueryOptions, useDeleteSlide, useReorderSlides } from '../content.queries.ts';
import { SlideForm } from './slide-form.tsx';

type Editing = { slide?: Slide } | null;

/** `/admin/slides`: the home banner's slides in their order, inactive ones too; add, edit, move, delete. */
export function SlidesPage() {
  const { t } = useTranslation();
  const slides = useQuery(adminSlidesQueryOptions());
  const reorder = useReorderSlides();
  const deleteSlide = useDeleteSlide();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Slide | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const items = slides.data ?? [];
  const nextOrder = items.reduce((max, slide) => Math.max(max, slide.order + 1), 0);

  const closeForm = () => {
    setEditing(null);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  /** Swaps a slide with its neighbour; every slide whose place changed gets its new place as its order. */
  const move = (index: number, step: -1 | 1) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + step, 0, moved);
    const changes = next
      .map((slide, order) => ({ slide, order }))
      .filter(({ slide, order }) => slide.order !== order);
    reorder.mutate(changes, {
      onSuccess: () => {
        toast.success(t('admin-content.slides.toast.moved', { title: moved.title }));
        // The button pressed moves with the slide: focus follows it (or its twin, at either end).
        requestAnimationFrame(() => {
          const [same, other] = [step, -step].map((direction) =>
            document.querySelector<HTMLButtonElement>(`[data-slide-move="${moved.id}:${direction}"]`),
          );
          (same && !same.disabled ? same : other)?.focus();
        });
      },
      onError: (error) =>
        toast.error(t('admin-content.slides.toast.moveFailed'), { description: errorMessage(t, error) }),
    });
  };

  const confirmDelete = async (slide: Slide) => {
    await deleteSlide.mutateAsync(slide.id);
    toast.success(t('admin-content.slides.toast.deleted', { title: slide.title }));
    requestAnimationFrame(() => heading.current?.focus());
  };

  const iconButton =
    'inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-40';

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
            {t('admin-content.slides.title')}
          </h1>
          <p className="text-slate-600">{t('admin-content.slides.intro')}</p>
        </div>
        <button
          ref={addButton}
          type="button"
          onClick={() => setEditing({})}
          disabled={editing !== null}
          data-testid="slide-add"
          className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('admin-content.slides.add')}
        </button>
      </div>

      {editing && (
        <SlideForm
          key={editing.slide?.id ?? 'new'}
          slide={editing.slide}
          nextOrder={nextOrder}
          onDone={closeForm}
          onCancel={closeForm}
        />
      )}

      <div aria-busy={slides.isFetching || reorder.isPending} data-testid="slides-list">
        {slides.isPending ? (
          <Skeleton shape="rows" count={5} />
        ) : slides.isError ? (
          <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200">
            <p className="text-slate-700">{errorMessage(t, slides.error)}</p>
            <button
              type="button"
              onClick={() => slides.refetch()}
              className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
            >
              <RefreshCw aria-hidden="true" className="h-4 w-4" />
              {t('admin-content.common.retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-2xl bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">
            {t('admin-content.slides.empty')}
          </p>
        ) : (
          <ol className="space-y-3" aria-label={t('admin-content.slides.listLabel')}>
            {items.map((slide, index) => (
              <li
                key={slide.id}
                data-testid="slide-row"
                className="flex flex-col gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center"
              >
                <img
                  src={slide.imageURL}
                  alt=""
                  width={160}
                  height={60}
                  loading="lazy"
                  className="aspect-[8/3] w-full shrink-0 rounded-xl object-cover sm:w-40"
                />
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    <span className="text-sm text-slate-500">{index + 1}.</span>
                    {slide.title}
                    {!slide.active && (
                      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                        {t('admin-content.slides.inactive')}
                      </span>
                    )}
                  </p>
                  <p className="flex items-center gap-1 truncate text-sm text-slate-600">
                    {slide.newsExternalId ? (
                      <>
                        <FileText aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
                        <Link
                          to={`/admin/news/${slide.newsExternalId}`}
                          className="truncate text-brand-700 hover:underline"
                        >
                          {t('admin-content.slides.opensArticle')}
                        </Link>
                      </>
                    ) : (
                      <>
                        <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
                        <span className="truncate">{slide.externalLink}</span>
                      </>
                    )}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <button
                    type="button"
                    data-slide-move={`${slide.id}:-1`}
                    aria-label={t('admin-content.slides.moveUp', { title: slide.title })}
                    title={t('admin-content.slides.moveUpShort')}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                    className={iconButton}
                  >
                    <ArrowUp aria-hidden="true" className="h-4 w-4" />
                  </button>
                  <button
                    type="button"
                    data-slide-move={`${slide.id}:1`}
                    aria-label={t('admin-content.slides.moveDown', { title: slide.title })}
                    title={t('admin-content.slides.moveDownShort')}
                    disabled={index === items.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                    className={iconButton}
                  >
                    <ArrowDown aria-hidden="true" className="h-4 w-4" />
                  </button>
                  <button
                    type="button"
                    data-testid="slide-edit"
                    aria-label={t('admin-content.slides.edit', { title: slide.title })}
                    title={t('admin-content.common.edit')}
                    onClick={() => setEditing({ slide })}
                    className={iconButton}
                  >
                    <Pencil aria-hidden="true" className="h-4 w-4" />
                  </button>
                  <button
                    type="button"
                    data-testid="slide-delete"
                    aria-label={t('admin-content.slides.delete', { title: slide.title })}
                    title={t('admin-content.common.delete')}
                    onClick={() => setToDelete(slide)}
                    className={`${iconButton} text-red-700`}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>

      {toDelete && (
        <ConfirmDialog
          title={t('admin-content.slides.confirmDelete.title')}
          confirmLabel={t('admin-content.common.delete')}
          cancelLabel={t('admin-content.common.cancel')}
          isDestructive
          onConfirm={() => confirmDelete(toDelete)}
          onClose={() => setToDelete(null)}
        >
          {t('admin-content.slides.confirmDelete.message', { title: toDelete.title })}
        </ConfirmDialog>
      )}
    </section>
  );
}
