import { useTranslation } from '#shared/i18n/use-translation.ts';

const DOT_DELAYS = ['[animation-delay:-0.3s]', '[animation-delay:-0.15s]', ''];

/** Three dots while the first words of an answer are on their way; still when motion is reduced. */
export function TypingIndicator() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="chat-typing"
      className="flex items-center gap-1.5 py-2"
    >
      <span className="sr-only">{t('chat.status.waiting')}</span>
      {DOT_DELAYS.map((delay) => (
        <span
          key={delay || 'last'}
          aria-hidden="true"
          className={`h-2.5 w-2.5 rounded-full bg-slate-500 motion-safe:animate-bounce ${delay}`}
        />
      ))}
    </div>
  );
}
