import { type RefObject, useState } from 'react';
import { toast } from '#shared/lib/toast.ts';

/**
 * Deleting a row after asking: `ask` about an item, which is `item` while the dialog shows, with the
 * dialog's actions. Deleted, a toast says `doneText`, and focus goes to the page's title, as the row
 * is gone (a frame later, once the dialog has let go of the page).
 */
export function useConfirmedDelete<Item>(
  remove: (item: Item) => Promise<unknown>,
  doneText: (item: Item) => string,
  heading: RefObject<HTMLHeadingElement | null>,
) {
  const [item, setItem] = useState<Item | null>(null);
  const confirm = async (chosen: Item) => {
    await remove(chosen);
    toast.success(doneText(chosen));
    requestAnimationFrame(() => heading.current?.focus());
  };
  const dialog = { onConfirm: () => item !== null && confirm(item), onClose: () => setItem(null) };
  return { item, ask: setItem, dialog };
}
