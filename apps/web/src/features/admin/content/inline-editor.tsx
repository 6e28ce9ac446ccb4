import { Plus } from 'lucide-react';
import { type RefObject, useRef, useState } from 'react';
import { Button } from '#shared/ui/button.tsx';
import { SectionHeader } from '#shared/ui/section-header.tsx';

/**
 * Which item a content page's inline form edits: a new one, one of the list, or none (the form is
 * closed). Closing gives the focus back to the Add button.
 */
export function useInlineEditor<Item>() {
  const [editing, setEditing] = useState<{ item?: Item } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  return {
    editing,
    addButton,
    isOpen: editing !== null,
    add: () => setEditing({}),
    edit: (item: Item) => setEditing({ item }),
    close: () => {
      setEditing(null);
      requestAnimationFrame(() => addButton.current?.focus());
    },
  };
}

/** A content page's header: its title and intro, and its Add button, off while the form is open. */
export function InlineEditorHeader({
  title,
  intro,
  headingRef,
  addLabel,
  addTestId,
  editor,
}: {
  title: string;
  intro: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  addLabel: string;
  addTestId: string;
  editor: Pick<ReturnType<typeof useInlineEditor>, 'addButton' | 'add' | 'isOpen'>;
}) {
  return (
    <SectionHeader
      title={title}
      intro={intro}
      headingRef={headingRef}
      action={
        <Button ref={editor.addButton} onClick={editor.add} disabled={editor.isOpen} data-testid={addTestId}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {addLabel}
        </Button>
      }
    />
  );
}
