import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError } from '#shared/api/api-error.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { errorMessage } from '#shared/lib/error-message.ts';
import { Skeleton } from '#shared/ui/skeleton.tsx';
import { adminNewsItemQueryOptions } from '../content.queries.ts';
import { BackToListLink } from './back-to-list-link.tsx';
import { NewsEditorForm } from './news-editor-form.tsx';

/** `/admin/news/new` and `/admin/news/:id`: the article editor, once the article (a draft too) is loaded. */
export function NewsEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const article = useQuery({
    ...adminNewsItemQueryOptions(id ?? ''),
    enabled: id !== undefined,
  });

  if (id === undefined) return <NewsEditorForm key="new" />;
  if (article.isPending)
    return (
      <div aria-busy="true" className="py-6">
        <Skeleton shape="lines" count={8} />
      </div>
    );
  if (!article.data)
    return (
      <section className="space-y-4 py-10 text-center">
        <h1 className="text-2xl font-bold text-slate-900">
          {article.error instanceof ApiError && article.error.status === 404
            ? t('admin-content.news.editor.notFound')
            : errorMessage(t, article.error)}
        </h1>
        <BackToListLink />
      </section>
    );
  return <NewsEditorForm key={article.data.id} article={article.data} />;
}
