import { useId, useRef, useState } from 'react';
import AvatarEditor, { type AvatarEditorRef } from 'react-avatar-editor';
import { useFocusTrap } from '#shared/hooks/use-focus-trap.ts';
import { useTranslation } from '#shared/i18n/use-translation.ts';

/** Spec section 9: 400x400 with a 50 px border, zoom 1–3 in 0.01 steps from 1.2, saved as a PNG. */
const SIZE = 400;
const BORDER = 50;

interface AvatarCropDialogProps {
  file: File;
  onSave(png: Blob): void;
  onCancel(): void;
}

export function AvatarCropDialog({ file, onSave, onCancel }: AvatarCropDialogProps) {
  const { t } = useTranslation();
  const editor = useRef<AvatarEditorRef>(null);
  const [zoom, setZoom] = useState(1.2);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Focus starts on the zoom, Escape cancels, and focus goes back to the file picker.
  useFocusTrap(panel, onCancel);

  const handleSave = () => {
    editor.current?.getImageScaledToCanvas().toBlob((blob) => {
      if (blob) onSave(blob);
    }, 'image/png');
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
      >
        <h2 id={titleId} className="text-lg font-bold">
          {t('profile.avatar.cropTitle')}
        </h2>
        <div className="mt-4 flex justify-center overflow-hidden">
          <AvatarEditor
            ref={editor}
            image={file}
            width={SIZE}
            height={SIZE}
            border={BORDER}
            borderRadius={SIZE / 2}
            scale={zoom}
            style={{ maxWidth: '100%', height: 'auto' }}
          />
        </div>
        <label className="mt-4 flex items-center gap-3 text-sm text-slate-700">
          {t('profile.avatar.zoom')}
          <input
            type="range"
            min={1}
            max={3}
            step={0.01}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
            className="flex-1 accent-brand-600"
          />
        </label>
        <div className="mt-6 flex justify-end gap-3">
          <button
            type="button"
            onClick={onCancel}
            className="rounded-full px-5 py-2 font-semibold text-slate-700 hover:bg-slate-100"
          >
            {t('profile.cancel')}
          </button>
          <button
            type="button"
            onClick={handleSave}
            className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {t('profile.avatar.apply')}
          </button>
        </div>
      </div>
    </div>
  );
}
