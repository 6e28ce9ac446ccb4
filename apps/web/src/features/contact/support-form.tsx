import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  type ContactSupportInput,
  ContactSupportRequestSchema,
  type User,
} from '@maplebridge/contracts';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { fieldErrorsOf } from '#shared/lib/error-message.ts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { Card } from '#shared/ui/card.tsx';
import { FormEmailField, FormPhoneField, FormTextareaField, FormTextField } from '#shared/ui/form-fields.tsx';
import { SubmitButton } from '#shared/ui/submit-button.tsx';
import { toastFailure, toastSuccess } from '#shared/ui/toast.ts';
import { contactApi } from './contact.api.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { clearSupportDraft, loadSupportDraft, saveSupportDraft } from './support-draft.ts';
import { toSupportErrorKey } from './support-errors.ts';

/** What the person fills in; the form's language goes with it when sent. */
const SupportFormSchema = ContactSupportRequestSchema.omit({ language: true });
type SupportFormValues = Required<Omit<ContactSupportInput, 'language'>>;
/** The message's counter shows from here on, as the 5,000-character limit nears. */
const COUNTER_FROM = CONTACT_MESSAGE_MAX_LENGTH - 500;

const FORM_FIELDS = ['fullName', 'email', 'phoneNumber', 'billing_address_street', 'message'] as const;

/** An empty form, with a member's name, e-mail and phone already filled in. */
function blankValues(user: User | null): SupportFormValues {
  return {
    fullName: user?.fullName ?? '',
    email: user?.email ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    billing_address_street: '',
    message: '',
    website: '',
  };
}

/**
 * The support form (spec sections 3, 5 and 8): checked on send, kept as a draft in the tab while
 * typing, and never emptied by a failure; a success shows the reference to quote later.
 */
export function SupportForm() {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const [defaultValues] = useState(() => ({ ...blankValues(user), ...loadSupportDraft() }));
  const form = useForm({
    resolver: zodResolver(SupportFormSchema),
    defaultValues,
  });
  // Only while the request is out, not while validating: a disabled field cannot take focus.
  const [isSending, setSending] = useState(false);
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const [reference, setReference] = useState<string | null>(null);
  // Every field shows the contract's validation codes in the form's own words.
  const field = { form, toErrorKey: toSupportErrorKey };
  const successRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const subscription = form.watch((values) => saveSupportDraft(values));
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (reference) successRef.current?.focus();
  }, [reference]);

  const showFailure = (error: unknown) => {
    const fields = fieldErrorsOf(error).filter((field) =>
      (FORM_FIELDS as readonly string[]).includes(field.name),
    );
    fields.forEach((field, index) => {
      form.setError(
        field.name as keyof SupportFormValues,
        { message: field.message },
        { shouldFocus: index === 0 },
      );
    });
    // The disabled fieldset took focus from the button; give it back where the person was.
    if (fields.length === 0) submitRef.current?.querySelector('button')?.focus();
    toastFailure(t, t('contact.support_form.error'), error);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setReference(null);
    setSending(true);
    try {
      // The acknowledgement mailed back is written in the language of the form.
      const language = i18n.language === 'en' ? 'en' : 'vi';
      const { data } = await contactApi.sendSupportMessage({ ...values, language });
      setSending(false);
      form.reset(blankValues(user));
      clearSupportDraft();
      setReference(data.reference);
      toastSuccess(
        t('contact.support_form.success'),
        t('contact.support_form.reference', { reference: data.reference }),
      );
    } catch (error) {
      // Enabled again before focusing: a disabled field cannot take focus.
      flushSync(() => setSending(false));
      showFailure(error);
    }
  });

  return (
    <Card as="section" padding="lg" aria-labelledby="support-form-title">
      <h2 id="support-form-title" className="text-xl font-bold text-slate-900">
        {t('contact.support_form.title')}
      </h2>
      <p className="mt-2 text-slate-600">{t('contact.support_form.intro')}</p>
      {reference && (
        <div
          ref={successRef}
          tabIndex={-1}
          role="status"
          data-testid="support-success"
          className="mt-6 flex scroll-mt-24 gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200 outline-none focus-visible:ring-2 focus-visible:ring-emerald-700"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
          <div>
            <p className="font-semibold">{t('contact.support_form.successTitle')}</p>
            <p className="mt-1">
              {t('contact.support_form.referenceLabel')}{' '}
              <strong
                data-testid="support-reference"
                className="font-mono text-base tracking-wider whitespace-nowrap"
              >
                {reference}
              </strong>
            </p>
            <p className="mt-1 text-sm">{t('contact.support_form.referenceHint')}</p>
          </div>
        </div>
      )}
      <form
        onSubmit={onSubmit}
        noValidate
        data-testid="support-form"
        // A field focused for its error stops below the sticky header, not under it.
        className="relative mt-6 [&_input]:scroll-mt-24 [&_textarea]:scroll-mt-24"
      >
        <fieldset disabled={isSending} className="flex flex-col gap-4">
          <legend className="sr-only">{t('contact.support_form.title')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField
              {...field}
              name="fullName"
              label={t('contact.support_form.fullName')}
              isRequired
              autoComplete="name"
            />
            <FormEmailField {...field} name="email" label={t('contact.support_form.email')} isRequired />
            <FormPhoneField {...field} name="phoneNumber" label={t('contact.support_form.phoneNumber')} />
            <FormTextField
              {...field}
              name="billing_address_street"
              label={t('contact.support_form.street')}
              autoComplete="street-address"
            />
          </div>
          <FormTextareaField
            {...field}
            name="message"
            label={t('contact.support_form.message')}
            isRequired
            placeholder={t('contact.support_form.messagePlaceholder')}
            rows={6}
            count={{
              length: message.length,
              max: CONTACT_MESSAGE_MAX_LENGTH,
              from: COUNTER_FROM,
              testId: 'support-message-counter',
            }}
          />
          <HoneypotField {...form.register('website')} />
          <p className="text-xs text-slate-600">{t('contact.support_form.privacy')}</p>
          <div ref={submitRef} className="sm:w-56">
            <SubmitButton isSubmitting={isSending}>
              {isSending ? t('contact.support_form.sending') : t('contact.support_form.submit')}
            </SubmitButton>
          </div>
        </fieldset>
      </form>
    </Card>
  );
}
