import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** The form's submit button: disabled with a spinner while the form is sending. */
export function SubmitButton({ isSubmitting, children }: { isSubmitting: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={isSubmitting}
      aria-busy={isSubmitting}
      className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {isSubmitting && <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />}
      {children}
    </button>
  );
}
