import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Chip } from '#shared/ui/chip.tsx';

/** Says the questions are about the person's CRS result (sent with each one) until they remove it. */
export function ResultChip({ score, onDismiss }: { score: number; onDismiss(): void }) {
  const { t, i18n } = useTranslation();
  return (
    <Chip testId="chat-result-chip" dismissLabel={t('chat.result.dismiss')} onDismiss={onDismiss}>
      {t('chat.result.chip', { score: score.toLocaleString(i18n.language) })}
    </Chip>
  );
}
