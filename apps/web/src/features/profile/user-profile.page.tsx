import { zodResolver } from '@hookform/resolvers/zod';
import { type UpdateUserRequest, UpdateUserRequestSchema } from '@maplebridge/contracts';
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { fieldErrorsOf } from '#shared/lib/error-message.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { Button } from '#shared/ui/button.tsx';
import { Card } from '#shared/ui/card.tsx';
import { FormTextField } from '#shared/ui/form-fields.tsx';
import { PageHeader } from '#shared/ui/page-header.tsx';
import { SubmitButton } from '#shared/ui/submit-button.tsx';
import { toastFailure, toastSuccess } from '#shared/ui/toast.ts';
import { AccountData } from './account-data.tsx';
import { AvatarCropDialog } from './avatar-crop-dialog.tsx';
import { EmailPreferences } from './email-preferences.tsx';
import { PendingEmail } from './pending-email.tsx';
import { profileApi } from './profile.api.ts';

export function UserProfilePage() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const refresh = useSessionStore((state) => state.refresh);
  const [isEditing, setEditing] = useState(false);
  const [pickedFile, setPickedFile] = useState<File | null>(null);
  const [croppedAvatar, setCroppedAvatar] = useState<Blob | null>(null);
  const [avatarPreview, setAvatarPreview] = useState('');
  const values = (): UpdateUserRequest => ({
    fullName: user?.fullName ?? '',
    email: user?.email ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    address: user?.address ?? '',
    avatarUrl: user?.avatarUrl ?? '',
  });
  const form = useForm({
    resolver: zodResolver(UpdateUserRequestSchema),
    defaultValues: values(),
  });
  const { isSubmitting } = form.formState;
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // The button pressed is replaced by others: the keyboard goes to the first field, and back.
  useEffect(() => {
    if (isEditing) form.setFocus('fullName');
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing, form]);

  useEffect(() => {
    if (!croppedAvatar) return setAvatarPreview('');
    const url = URL.createObjectURL(croppedAvatar);
    setAvatarPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [croppedAvatar]);

  if (!user) return null;
  const cancel = () => {
    form.reset(values());
    setCroppedAvatar(null);
    setEditing(false);
  };

  const onSubmit = form.handleSubmit(async (changes) => {
    let avatarUrl = user.avatarUrl;
    if (croppedAvatar) {
      try {
        avatarUrl = (await profileApi.uploadImage(croppedAvatar, 'avatar.png')).data.downloadUrl;
      } catch (error) {
        toastFailure(t, t('profile.errorUpload'), error);
        return;
      }
    }
    try {
      const { data } = await profileApi.update(user.id, { ...changes, avatarUrl });
      if (avatarUrl !== user.avatarUrl && user.avatarUrl) {
        // The old image is only clutter now; failing to delete it changes nothing for the user.
        await profileApi.deleteImage(user.avatarUrl).catch(() => {});
      }
      refresh({ user: data });
      // A new e-mail is only pending: the field shows the one in effect.
      form.reset({ ...changes, email: data.email, avatarUrl });
      setCroppedAvatar(null);
      setEditing(false);
      const isNewPending = Boolean(data.pendingEmail) && data.pendingEmail !== user.pendingEmail;
      toastSuccess(
        t('profile.successful'),
        isNewPending ? t('profile.emailChange.sent', { email: data.pendingEmail }) : undefined,
      );
    } catch (error) {
      for (const field of fieldErrorsOf(error))
        form.setError(field.name as keyof UpdateUserRequest, { message: field.message });
      toastFailure(t, t('profile.updateError'), error);
    }
  });

  const shownAvatar = avatarPreview || user.avatarUrl;
  return (
    <section className="mx-auto max-w-2xl py-8">
      <PageHeader title={t('profile.page.title')} />
      <Card padding="lg" className="mt-6">
        <form onSubmit={onSubmit} noValidate>
          <div className="flex items-center gap-4">
            <div className="flex h-24 w-24 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-3xl font-bold text-brand-800">
              {shownAvatar ? (
                <img src={shownAvatar} alt={t('profile.avatar.alt')} className="h-full w-full object-cover" />
              ) : (
                (user.fullName[0] ?? '?').toUpperCase()
              )}
            </div>
            {isEditing && (
              <label className="inline-flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 font-semibold text-brand-700 ring-1 ring-brand-600 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:bg-brand-50">
                <Camera aria-hidden="true" className="h-4 w-4" />
                {t('profile.avatar.change')}
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  className="sr-only"
                  onChange={(event) => {
                    setPickedFile(event.target.files?.[0] ?? null);
                    event.target.value = '';
                  }}
                />
              </label>
            )}
          </div>
          <fieldset disabled={!isEditing || isSubmitting} className="mt-6 flex flex-col gap-4">
            <FormTextField form={form} name="fullName" label={t('auth.fields.fullName')} />
            <FormTextField form={form} name="email" label={t('auth.fields.email')} type="email" />
            {user.pendingEmail && (
              <p className="-mt-2 text-sm break-words text-amber-800" data-testid="pending-email-hint">
                {t('profile.emailChange.pendingHint', { email: user.pendingEmail })}
              </p>
            )}
            <FormTextField form={form} name="phoneNumber" label={t('auth.fields.phoneNumber')} type="tel" />
            <FormTextField form={form} name="address" label={t('profile.fields.address')} />
          </fieldset>
          <p className="mt-4 text-sm text-slate-600">
            {t('profile.fields.signUpEmail')}:{' '}
            <span className="font-medium text-slate-900">{user.signUpEmail}</span>
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            {isEditing ? (
              <>
                <div className="w-40">
                  <SubmitButton isSubmitting={isSubmitting}>{t('profile.save')}</SubmitButton>
                </div>
                <Button variant="secondary" size="lg" onClick={cancel}>
                  {t('profile.cancel')}
                </Button>
              </>
            ) : (
              <Button ref={editButton} size="lg" onClick={() => setEditing(true)}>
                {t('profile.edit')}
              </Button>
            )}
            <Link
              to="/user-profile/change-password"
              className="ml-auto font-semibold text-brand-700 hover:underline"
            >
              {t('profile.changePassword.title')}
            </Link>
          </div>
        </form>
      </Card>
      {user.pendingEmail && (
        <PendingEmail
          key={user.pendingEmail}
          user={user}
          onChange={(changed) => {
            refresh({ user: changed });
            form.reset({ ...form.getValues(), email: changed.email });
          }}
        />
      )}
      <EmailPreferences />
      <AccountData />
      {pickedFile && (
        <AvatarCropDialog
          file={pickedFile}
          onCancel={() => setPickedFile(null)}
          onSave={(png) => {
            setCroppedAvatar(png);
            setPickedFile(null);
          }}
        />
      )}
    </section>
  );
}
