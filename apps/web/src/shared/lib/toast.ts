import type { ExternalToast } from 'sonner';

// Sonner arrives with the first toast, not with the first page. The Toaster (root-layout.tsx) shows
// toasts made before it mounted.
const loadSonner = () => import('sonner');

/** Sonner's `toast.success` and `toast.error`; pages import these rather than sonner's. */
export const toast = {
  success(message: string, options?: ExternalToast) {
    void loadSonner().then((sonner) => sonner.toast.success(message, options));
  },
  error(message: string, options?: ExternalToast) {
    void loadSonner().then((sonner) => sonner.toast.error(message, options));
  },
};
