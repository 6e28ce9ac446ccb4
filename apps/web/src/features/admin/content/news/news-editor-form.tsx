import { zodResolver } from '@hookform/resolvers/zod';
import type { Language, NewsItem, Tag } from '@maplebridge/contracts';
import type { Editor } from '@tiptap/react';
import { Eye, EyeOff, Save } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { type Control, Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage, fieldErrorsOf } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { FormSelectField, FormTextareaField, FormTextField } from '#shared/ui/form-fields.tsx';
import { NewTabLink } from '#shared/ui/new-tab-link.tsx';
import { Tabs } from '#shared/ui/tabs.tsx';
import { contentApi } from '../content.api.ts';
import { useAdminTags, useNewsChanged } from '../content.queries.ts';
import { ImageUploadField } from '../image-upload-field.tsx';
import { ArticleEditor } from './article-editor.tsx';
import { BackToListLink } from './back-to-list-link.tsx';
import { languageOptions } from './language-options.ts';
import { NewsFormSchema, type NewsFormValues, toFormValues, toNewsInput } from './news-form.ts';
import { NewsPreview } from './news-preview.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TagPicker } from './tag-picker.tsx';
import { TwinPicker } from './twin-picker.tsx';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

type Intent = 'save' | 'publish' | 'unpublish';
type View = 'write' | 'preview';
const PREVIEW_ID = '00000000-0000-4000-8000-000000000000';

/** The editor's fields, a preview in the site's own components, and save, publish, unpublish. */
export function NewsEditorForm({ article }: { article?: NewsItem }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const changed = useNewsChanged();
  const tags = useAdminTags();
  const [saved, setSaved] = useState(article);
  const form = useForm({
    resolver: zodResolver(NewsFormSchema),
    defaultValues: toFormValues(article, i18n.language === 'en' ? 'en' : 'vi'),
  });
  const { errors, isDirty } = form.formState;
  const language = useWatch({ control: form.control, name: 'language' }) as Language;
  const [busy, setBusy] = useState<Intent | null>(null);
  const [toPublish, setToPublish] = useState<NewsFormValues | null>(null);
  const [view, setView] = useState<View>('write');
  const editor = useRef<Editor | null>(null);
  const { blocker, allowNextNavigation } = useUnsavedChanges(isDirty);
  const ids = { body: useId(), bodyError: useId() };
  const isPublished = saved?.isPublished ?? false;
  // The button beside Save: publish a draft, unpublish a published article.
  const statusChange = isPublished ? 'unpublish' : 'publish';
  const StatusIcon = isPublished ? EyeOff : Eye;
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';

  const handleEditor = useCallback((instance: Editor | null) => {
    editor.current = instance;
  }, []);
  const handleEditorReady = useCallback(
    (html: string) => form.resetField('content', { defaultValue: html }),
    [form],
  );
  const handleEditorChange = useCallback(
    (html: string) =>
      form.setValue('content', html, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
    [form],
  );

  /** Writes the article if it is new or changed, then publishes or unpublishes it when asked. */
  const run = async (values: NewsFormValues, intent: Intent) => {
    // The fields keep what was typed (the trimmed values go out): that is the saved state to compare with.
    const typed = form.getValues();
    setBusy(intent);
    let current = saved;
    let isWritten = false;
    let failure: unknown = null;
    try {
      if (!current) current = await contentApi.createNews(toNewsInput(values, { isPublished: false }));
      else if (form.formState.isDirty)
        current = await contentApi.updateNews(
          current.id,
          toNewsInput(values, { isPublished: current.isPublished, savedPublishDate: current.publishDate }),
        );
      isWritten = true;
      if (intent === 'publish') current = await contentApi.publishNews(current.id);
      if (intent === 'unpublish') current = await contentApi.unpublishNews(current.id);
    } catch (error) {
      failure = error;
    }
    setBusy(null);
    // What was sent is now the saved state; anything typed while it was sending stays unsaved.
    if (isWritten) form.reset(typed, { keepValues: true });
    if (current && current !== saved) {
      setSaved(current);
      changed(current);
    }
    if (failure) {
      for (const field of fieldErrorsOf(failure))
        if (field.name in values)
          form.setError(field.name as keyof NewsFormValues, { message: field.message });
      toast.error(t('admin-content.news.toast.saveFailed'), { description: errorMessage(t, failure) });
    } else {
      const done = { save: 'saved', publish: 'publishedNow', unpublish: 'unpublishedNow' } as const;
      toast.success(t(`admin-content.news.toast.${done[intent]}`));
    }
    if (!saved && current) {
      allowNextNavigation();
      navigate(`/admin/news/${current.id}`, { replace: true, state: location.state });
    }
  };

  const focusBody = () => editor.current?.commands.focus();
  const save = form.handleSubmit((values) => run(values, 'save'), focusBodyOnError);
  const askToPublish = form.handleSubmit((values) => {
    if (!values.content) {
      form.setError('content', { message: 'admin-content.news.editor.bodyRequired' });
      focusBody();
      return;
    }
    setToPublish(values);
  }, focusBodyOnError);
  const unpublish = form.handleSubmit((values) => run(values, 'unpublish'), focusBodyOnError);
  function focusBodyOnError(fieldErrors: FieldErrors<NewsFormValues>) {
    // The other fields get focus from the form itself; the body is not an input.
    if (Object.keys(fieldErrors).length === 1 && fieldErrors.content) focusBody();
  }

  return (
    <form onSubmit={save} noValidate className="space-y-6" data-testid="news-editor">
      <div className="space-y-3">
        <BackToListLink listSearch={listSearch} />
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">
            {t(saved ? 'admin-content.news.editor.editTitle' : 'admin-content.news.editor.newTitle')}
          </h1>
          {saved && <StatusBadge isPublished={isPublished} />}
          {saved?.isPublished && (
            <NewTabLink
              href={`/news/${saved.id}`}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
            >
              {t('admin-content.news.editor.viewOnSite')}
            </NewTabLink>
          )}
        </div>
      </div>

      <Tabs<View>
        label={t('admin-content.news.editor.views')}
        value={view}
        onChange={setView}
        items={[
          {
            value: 'write',
            label: t('admin-content.news.editor.write'),
            testId: 'editor-tab-write',
            panel: (
              <Card padding="sm">
                <fieldset disabled={busy !== null} className="grid gap-5">
                  <FormTextField
                    form={form}
                    name="title"
                    label={t('admin-content.news.fields.title')}
                    maxLength={300}
                    data-testid="news-title"
                  />
                  <FormTextareaField
                    form={form}
                    name="previewContent"
                    label={t('admin-content.news.fields.previewContent')}
                    rows={3}
                    hint={t('admin-content.news.fields.previewContentHint')}
                    maxLength={1000}
                    data-testid="news-preview-content"
                  />
                  <div className="grid gap-5 md:grid-cols-3">
                    <FormSelectField
                      form={form}
                      name="language"
                      label={t('admin-content.news.fields.language')}
                      data-testid="news-language"
                      options={languageOptions(t)}
                    />
                    <FormTextField
                      form={form}
                      name="author"
                      label={t('admin-content.news.fields.author')}
                      maxLength={100}
                    />
                    <div className="flex flex-col gap-1">
                      <FormTextField
                        form={form}
                        name="publishDate"
                        type="datetime-local"
                        label={t('admin-content.news.fields.publishDate')}
                        data-testid="news-publish-date"
                      />
                      <p className="text-xs text-slate-500">
                        {t('admin-content.news.fields.publishDateHint')}
                      </p>
                    </div>
                  </div>
                  <FormTextField
                    form={form}
                    name="sourceUrl"
                    type="url"
                    inputMode="url"
                    label={t('admin-content.news.fields.sourceUrl')}
                    placeholder="https://www.canada.ca/"
                    data-testid="news-source-url"
                  />
                  <ImageUploadField
                    label={t('admin-content.news.fields.imageUrl')}
                    control={form.control}
                    name="imageUrl"
                    testId="news-cover"
                  />
                  <Controller
                    control={form.control}
                    name="tags"
                    render={({ field, fieldState }) => (
                      <TagPicker
                        tags={tags.data ?? []}
                        isLoading={tags.isPending}
                        value={field.value}
                        onChange={field.onChange}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="twinId"
                    render={({ field, fieldState }) => (
                      <TwinPicker
                        value={field.value}
                        onChange={field.onChange}
                        language={language}
                        savedTwin={saved?.twin ?? null}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                  <div className="flex flex-col gap-1.5">
                    <p id={ids.body} className="text-sm font-medium text-slate-800">
                      {t('admin-content.news.fields.content')}
                    </p>
                    <ArticleEditor
                      initialHtml={article?.content ?? ''}
                      labelId={ids.body}
                      errorId={errors.content ? ids.bodyError : undefined}
                      onReady={handleEditorReady}
                      onChange={handleEditorChange}
                      onEditor={handleEditor}
                    />
                    {errors.content?.message && (
                      <p id={ids.bodyError} role="alert" className="text-sm text-red-700">
                        {t(errors.content.message)}
                      </p>
                    )}
                  </div>
                </fieldset>
              </Card>
            ),
          },
          {
            value: 'preview',
            label: t('admin-content.news.editor.preview'),
            testId: 'editor-tab-preview',
            panel: view === 'preview' && (
              <PreviewPanel control={form.control} saved={saved} tags={tags.data ?? []} />
            ),
          },
        ]}
      />

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50/95 py-3 pr-20 pl-4 backdrop-blur">
        <Button
          type="submit"
          variant={isPublished ? 'primary' : 'secondary'}
          disabled={busy !== null}
          isPending={busy === 'save'}
          data-testid="news-save"
        >
          {busy !== 'save' && <Save aria-hidden="true" className="h-4 w-4" />}
          {t(isPublished ? 'admin-content.news.actions.saveChanges' : 'admin-content.news.actions.saveDraft')}
        </Button>
        <Button
          variant={isPublished ? 'secondary' : 'primary'}
          disabled={busy !== null}
          isPending={busy === statusChange}
          onClick={() => void (isPublished ? unpublish() : askToPublish())}
          data-testid={`news-${statusChange}`}
        >
          {busy !== statusChange && <StatusIcon aria-hidden="true" className="h-4 w-4" />}
          {t(`admin-content.news.actions.${statusChange}`)}
        </Button>
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="news-dirty-state">
          {isDirty
            ? t('admin-content.news.editor.unsaved')
            : saved
              ? t('admin-content.news.editor.allSaved')
              : ''}
        </p>
      </div>

      {toPublish && (
        <ConfirmDialog
          title={t('admin-content.news.confirmPublish.title')}
          confirmLabel={t('admin-content.news.actions.publish')}
          cancelLabel={t('admin-content.common.cancel')}
          onConfirm={() => {
            const values = toPublish;
            setToPublish(null);
            void run(values, 'publish');
          }}
          onClose={() => setToPublish(null)}
        >
          {t('admin-content.news.confirmPublish.message', { title: toPublish.title })}
        </ConfirmDialog>
      )}
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title={t('admin-content.news.leave.title')}
          confirmLabel={t('admin-content.news.leave.confirm')}
          cancelLabel={t('admin-content.common.cancel')}
          isDestructive
          onConfirm={() => blocker.proceed()}
          onClose={() => blocker.reset()}
        >
          {t('admin-content.news.leave.message')}
        </ConfirmDialog>
      )}
    </form>
  );
}

/** The preview of what is typed now (watched here, so typing does not re-render the whole form). */
function PreviewPanel({
  control,
  saved,
  tags,
}: {
  control: Control<NewsFormValues>;
  saved: NewsItem | undefined;
  tags: Tag[];
}) {
  const { t } = useTranslation();
  const values = useWatch({ control }) as NewsFormValues;
  const now = new Date().toISOString();
  const publishDate = values.publishDate ? new Date(values.publishDate) : null;
  return (
    <NewsPreview
      item={{
        id: saved?.id ?? PREVIEW_ID,
        title: values.title.trim() || t('admin-content.preview.untitled'),
        previewContent: values.previewContent.trim(),
        imageUrl: values.imageUrl.trim(),
        author: values.author.trim(),
        language: values.language as Language,
        publishDate:
          publishDate && !Number.isNaN(publishDate.getTime())
            ? publishDate.toISOString()
            : (saved?.publishDate ?? now),
        isPublished: saved?.isPublished ?? false,
        isSaved: false,
        viewCount: saved?.viewCount ?? 0,
        tags: tags.filter((tag) => values.tags.includes(tag.id)),
        content: values.content,
        sourceUrl: values.sourceUrl.trim() || null,
        updatedTime: saved?.updatedTime ?? now,
        // The preview shows the text; the link to the translation would leave the editor.
        twinId: null,
        twin: null,
      }}
    />
  );
}
