import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { SectionTitle } from '#shared/ui/section-header.tsx';
import { SubmitButton } from '#shared/ui/submit-button.tsx';
import { TextField } from '#shared/ui/text-field.tsx';
import { toastFailure, toastSuccess } from '#shared/ui/toast.ts';
import { profileApi } from './profile.api.ts';

/** The member's rights over their data: a copy of everything, and deleting the account. */
export function AccountData() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSessionStore((state) => state.signOut);
  const [isConfirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [isDeleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const wasConfirming = useRef(false);

  // The delete button gives way to the confirmation: the keyboard follows it there and back.
  useEffect(() => {
    if (isConfirming) passwordField.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = isConfirming;
  }, [isConfirming]);

  const handleDownload = async () => {
    try {
      const { data } = await profileApi.exportData();
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: 'maplebridge-data.json',
      });
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      toastFailure(t, t('profile.data.downloadFailed'), error);
    }
  };
  const handleDelete = async (event: FormEvent) => {
    event.preventDefault();
    setDeleting(true);
    try {
      await profileApi.deleteAccount(password);
      signOut();
      toastSuccess(t('profile.data.deleted'));
      navigate('/');
    } catch (error) {
      toastFailure(t, t('profile.data.deleteFailed'), error);
      setDeleting(false);
    }
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="account-data" className="mt-6">
      <SectionTitle
        level={2}
        id="account-data"
        title={t('profile.data.title')}
        intro={t('profile.data.intro')}
      />
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={handleDownload}>
          {t('profile.data.download')}
        </Button>
        {!isConfirming && (
          <Button ref={deleteButton} variant="danger" onClick={() => setConfirming(true)}>
            {t('profile.data.delete')}
          </Button>
        )}
      </div>
      {isConfirming && (
        <form onSubmit={handleDelete} className="mt-4 flex flex-col gap-3 rounded-xl bg-red-50 p-4">
          <p className="text-sm text-red-800">{t('profile.data.deleteWarning')}</p>
          <TextField
            ref={passwordField}
            label={t('auth.fields.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="flex gap-3">
            <div className="flex-1">
              <SubmitButton isSubmitting={isDeleting}>{t('profile.data.confirmDelete')}</SubmitButton>
            </div>
            <Button variant="secondary" size="lg" onClick={() => setConfirming(false)}>
              {t('profile.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
