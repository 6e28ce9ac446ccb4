import type { TFunction } from 'i18next';
import { errorMessage } from '#shared/lib/error-message.ts';
import { toast } from '#shared/lib/toast.ts';

// The texts are the caller's (a title in its own locale part); these fix how each kind is shown.

/** Something done: its title and, where it helps, what it means. */
export function toastSuccess(title: string, description?: string) {
  toast.success(title, description === undefined ? undefined : { description });
}

/** Something the reader must fix or retry, said in the reader's words. */
export function toastError(title: string, description?: string) {
  toast.error(title, description === undefined ? undefined : { description });
}

/** A call that failed: its title, and what went wrong in the reader's language. */
export function toastFailure(t: TFunction, title: string, error: unknown) {
  toast.error(title, { description: errorMessage(t, error) });
}
