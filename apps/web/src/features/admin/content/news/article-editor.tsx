import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { articleExtensions } from './article-extensions.ts';
import { toArticleHtml } from './article-html.ts';
import { ArticleImageDialog } from './article-image-dialog.tsx';
import { ArticleLinkDialog } from './article-link-dialog.tsx';
import { ArticleToolbar } from './article-toolbar.tsx';

/** The HTML to store: empty for an empty body, else only what the server keeps. */
const serialise = (editor: Editor) => (editor.isEmpty ? '' : toArticleHtml(editor.getHTML()));

interface ArticleEditorProps {
  initialHtml: string;
  /** The id of the visible label of the body. */
  labelId: string;
  /** The id of the error under the editor, while there is one. */
  errorId?: string | undefined;
  /** The editor's HTML as loaded (the editor normalises it), then after every change. */
  onReady(html: string): void;
  onChange(html: string): void;
  /** Lets the form put focus in the body (an error there). */
  onEditor?(editor: Editor | null): void;
}

/** The article body in Tiptap, with its toolbar and the link and image dialogs. */
export function ArticleEditor({
  initialHtml,
  labelId,
  errorId,
  onReady,
  onChange,
  onEditor,
}: ArticleEditorProps) {
  const latest = useRef({ onReady, onChange });
  latest.current = { onReady, onChange };
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(errorId ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        'data-testid': 'article-body',
        class: 'article-content min-h-72 px-4 py-3 focus:outline-none',
      },
    }),
    [labelId, errorId],
  );
  const editor = useEditor({
    extensions: articleExtensions,
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onCreate: ({ editor: created }) => latest.current.onReady(serialise(created)),
    onUpdate: ({ editor: updated }) => latest.current.onChange(serialise(updated)),
  });

  useEffect(() => {
    onEditor?.(editor);
    return () => onEditor?.(null);
  }, [editor, onEditor]);

  // The page is inert while a dialog is open: the editor can take the focus once it is gone.
  const closeIntoEditor = () => {
    setDialog(null);
    requestAnimationFrame(() => editor?.commands.focus());
  };

  return (
    <div
      className={`overflow-hidden rounded-lg border bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-100 ${
        errorId ? 'border-red-600' : 'border-slate-300'
      }`}
    >
      <ArticleToolbar editor={editor} onLink={() => setDialog('link')} onImage={() => setDialog('image')} />
      <EditorContent editor={editor} />
      {dialog === 'link' && (
        <ArticleLinkDialog editor={editor} onClose={() => setDialog(null)} onDone={closeIntoEditor} />
      )}
      {dialog === 'image' && (
        <ArticleImageDialog editor={editor} onClose={() => setDialog(null)} onDone={closeIntoEditor} />
      )}
    </div>
  );
}
