import type { Slide } from '@maplebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ExternalLink, FileText, Pencil } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { Badge } from '#shared/ui/badge.tsx';
import { Card } from '#shared/ui/card.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { RowAction, RowActions } from '#shared/ui/row-actions.tsx';
import { adminSlidesQueryOptions, useDeleteSlide, useReorderSlides } from '../content.queries.ts';
import { DeleteDialog } from '../delete-dialog.tsx';
import { DeleteRowAction } from '../delete-row-action.tsx';
import { InlineEditorHeader, useInlineEditor } from '../inline-editor.tsx';
import { useConfirmedDelete } from '../use-confirmed-delete.ts';
import { SlideForm } from './slide-form.tsx';

/** `/admin/slides`: the home banner's slides in their order, inactive ones too; add, edit, move, delete. */
export function SlidesPage() {
  const { t } = useTranslation();
  const slides = useQuery(adminSlidesQueryOptions());
  const reorder = useReorderSlides();
  const deleteSlide = useDeleteSlide();
  const editor = useInlineEditor<Slide>();
  const heading = useRef<HTMLHeadingElement>(null);
  const deletion = useConfirmedDelete(
    (slide: Slide) => deleteSlide.mutateAsync(slide.id),
    (slide) => t('admin-content.slides.toast.deleted', { title: slide.title }),
    heading,
  );
  const items = slides.data ?? [];
  const nextOrder = items.reduce((max, slide) => Math.max(max, slide.order + 1), 0);

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

  return (
    <section className="space-y-6">
      <InlineEditorHeader
        title={t('admin-content.slides.title')}
        intro={t('admin-content.slides.intro')}
        headingRef={heading}
        addLabel={t('admin-content.slides.add')}
        addTestId="slide-add"
        editor={editor}
      />

      {editor.editing && (
        <SlideForm
          key={editor.editing.item?.id ?? 'new'}
          slide={editor.editing.item}
          nextOrder={nextOrder}
          onDone={editor.close}
          onCancel={editor.close}
        />
      )}

      <QueryState
        query={slides}
        isBusy={reorder.isPending}
        isEmpty={items.length === 0}
        emptyText={t('admin-content.slides.empty')}
        testId="slides-list"
      >
        <ol className="space-y-3" aria-label={t('admin-content.slides.listLabel')}>
          {items.map((slide, index) => (
            <Card
              as="li"
              padding="none"
              key={slide.id}
              data-testid="slide-row"
              className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center"
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
                  {!slide.active && <Badge>{t('admin-content.slides.inactive')}</Badge>}
                </p>
                <p className="truncate text-sm text-slate-700" data-testid="slide-row-title-en">
                  {slide.titleEn ? (
                    <>
                      {t('admin-content.slides.titleEn')} <span lang="en">{slide.titleEn}</span>
                    </>
                  ) : (
                    <span className="italic">{t('admin-content.slides.noTitleEn')}</span>
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
              <RowActions>
                {([-1, 1] as const).map((step) => (
                  <RowAction
                    key={step}
                    data-slide-move={`${slide.id}:${step}`}
                    icon={step === -1 ? ArrowUp : ArrowDown}
                    label={t(step === -1 ? 'admin-content.slides.moveUp' : 'admin-content.slides.moveDown', {
                      title: slide.title,
                    })}
                    title={t(
                      step === -1 ? 'admin-content.slides.moveUpShort' : 'admin-content.slides.moveDownShort',
                    )}
                    disabled={items[index + step] === undefined || reorder.isPending}
                    onClick={() => move(index, step)}
                  />
                ))}
                <RowAction
                  data-testid="slide-edit"
                  icon={Pencil}
                  label={t('admin-content.slides.edit', { title: slide.title })}
                  title={t('admin-content.common.edit')}
                  onClick={() => editor.edit(slide)}
                />
                <DeleteRowAction
                  data-testid="slide-delete"
                  label={t('admin-content.slides.delete', { title: slide.title })}
                  onClick={() => deletion.ask(slide)}
                />
              </RowActions>
            </Card>
          ))}
        </ol>
      </QueryState>

      {deletion.item && (
        <DeleteDialog title={t('admin-content.slides.confirmDelete.title')} {...deletion.dialog}>
          {t('admin-content.slides.confirmDelete.message', { title: deletion.item.title })}
        </DeleteDialog>
      )}
    </section>
  );
}
