import { type Editor, useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';

interface ToolbarItem {
  key: string;
  Icon: LucideIcon;
  /** Pressed state of a toggle; undefined for an action. */
  isActive?: boolean;
  isDisabled?: boolean;
  run(): void;
  /** Starts a new group (a line before it). */
  isGroupStart?: boolean;
}

interface ArticleToolbarProps {
  editor: Editor | null;
  onLink(): void;
  onImage(): void;
}

/**
 * The body's formatting buttons, as one ARIA toolbar: a single Tab stop, arrows (and Home, End)
 * move between buttons; toggles say whether they are on. Tiptap's shortcuts (Ctrl+B…) work too.
 */
export function ArticleToolbar({ editor, onLink, onImage }: ArticleToolbarProps) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            h4: current.isActive('heading', { level: 4 }),
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            blockquote: current.isActive('blockquote'),
            link: current.isActive('link'),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : null,
  });
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  if (!editor || !state) return null;

  const chain = () => editor.chain().focus();
  const items: ToolbarItem[] = [
    { key: 'undo', Icon: Undo2, isDisabled: !state.canUndo, run: () => chain().undo().run() },
    { key: 'redo', Icon: Redo2, isDisabled: !state.canRedo, run: () => chain().redo().run() },
    {
      key: 'heading2',
      Icon: Heading2,
      isActive: state.h2,
      isGroupStart: true,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'heading3',
      Icon: Heading3,
      isActive: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'heading4',
      Icon: Heading4,
      isActive: state.h4,
      run: () => chain().toggleHeading({ level: 4 }).run(),
    },
    {
      key: 'bold',
      Icon: Bold,
      isActive: state.bold,
      isGroupStart: true,
      run: () => chain().toggleBold().run(),
    },
    { key: 'italic', Icon: Italic, isActive: state.italic, run: () => chain().toggleItalic().run() },
    {
      key: 'bulletList',
      Icon: List,
      isActive: state.bulletList,
      isGroupStart: true,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      Icon: ListOrdered,
      isActive: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'blockquote',
      Icon: Quote,
      isActive: state.blockquote,
      run: () => chain().toggleBlockquote().run(),
    },
    { key: 'link', Icon: Link2, isActive: state.link, isGroupStart: true, run: onLink },
    { key: 'image', Icon: ImagePlus, run: onImage },
  ];

  const moveFocus = (index: number) => {
    const next = (index + items.length) % items.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveFocus(target);
  };

  return (
    <div
      role="toolbar"
      aria-label={t('admin-content.editor.toolbar.label')}
      onKeyDown={handleKeyDown}
      className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 px-2 py-1.5"
    >
      {items.map((item, index) => {
        const label = t(`admin-content.editor.toolbar.${item.key}`);
        return (
          <span key={item.key} className="flex items-center">
            {item.isGroupStart && <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300" />}
            <button
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              data-testid={`toolbar-${item.key}`}
              tabIndex={index === focusIndex ? 0 : -1}
              aria-label={label}
              title={label}
              aria-pressed={item.isActive}
              aria-disabled={item.isDisabled || undefined}
              onFocus={() => setFocusIndex(index)}
              onClick={() => {
                if (!item.isDisabled) item.run();
              }}
              className={`inline-flex h-9 w-9 items-center justify-center rounded-md aria-disabled:cursor-not-allowed aria-disabled:opacity-40 ${
                item.isActive ? 'bg-brand-100 text-brand-800' : 'text-slate-700 hover:bg-slate-200'
              }`}
            >
              <item.Icon aria-hidden="true" className="h-4 w-4" />
            </button>
          </span>
        );
      })}
    </div>
  );
}
