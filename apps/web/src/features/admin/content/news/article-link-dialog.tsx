import type { Editor } from '@tiptap/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Button } from '#shared/ui/button.tsx';
import { Dialog, DialogActions } from '#shared/ui/dialog.tsx';
import { TextField } from '#shared/ui/text-field.tsx';
import { isArticleLink } from './article-html.ts';

interface ArticleLinkDialogProps {
  editor: Editor | null;
  onClose(): void;
  /** The link is set: the editor takes the focus back. */
  onDone(): void;
}

/** Adds, changes or removes the link on the selection; with nothing selected, inserts a linked text. */
export function ArticleLinkDialog({ editor, onClose, onDone }: ArticleLinkDialogProps) {
  const { t } = useTranslation();
  const current = (editor?.getAttributes('link').href as string | undefined) ?? '';
  const isOnText = Boolean(current) || (editor ? !editor.state.selection.empty : false);
  const [url, setUrl] = useState(current);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (!editor) return onClose();
    const href = url.trim();
    if (!href) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return onDone();
    }
    if (!isArticleLink(href)) return setError('admin-content.editor.link.invalid');
    if (isOnText) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    else
      editor
        .chain()
        .focus()
        .insertContent({
          type: 'text',
          text: text.trim() || href,
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    onDone();
  };

  return (
    <Dialog title={t('admin-content.editor.link.title')} onClose={onClose} testId="link-dialog">
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('admin-content.editor.link.url')}
          type="url"
          inputMode="url"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(undefined);
          }}
          error={error}
          placeholder="https://www.canada.ca/"
          data-testid="link-url"
        />
        {!isOnText && (
          <TextField
            label={t('admin-content.editor.link.text')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            data-testid="link-text"
          />
        )}
        <p className="text-sm text-slate-600">{t('admin-content.editor.link.hint')}</p>
        <DialogActions onCancel={onClose} cancelLabel={t('admin-content.common.cancel')}>
          <Button type="submit" data-testid="link-apply">
            {t(
              current && !url.trim() ? 'admin-content.editor.link.remove' : 'admin-content.editor.link.apply',
            )}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
