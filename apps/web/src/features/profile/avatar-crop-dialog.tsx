import { useRef, useState } from 'react';
import AvatarEditor, { type AvatarEditorRef } from 'react-avatar-editor';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Button } from '#shared/ui/button.tsx';
import { Dialog } from '#shared/ui/dialog.tsx';

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

  const handleSave = () => {
    editor.current?.getImageScaledToCanvas().toBlob((blob) => {
      if (blob) onSave(blob);
    }, 'image/png');
  };

  // Focus starts on the zoom (the first control), Escape cancels, and focus goes back to the picker.
  return (
    <Dialog title={t('profile.avatar.cropTitle')} onClose={onCancel} testId="avatar-crop-dialog">
      <div className="flex justify-center overflow-hidden">
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
        <Button variant="ghost" onClick={onCancel}>
          {t('profile.cancel')}
        </Button>
        <Button onClick={handleSave}>{t('profile.avatar.apply')}</Button>
      </div>
    </Dialog>
  );
}
