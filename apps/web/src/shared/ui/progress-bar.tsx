/** How far along something is: a filled bar, named by `label`, read as `valueText` when given. */
export function ProgressBar({
  label,
  value,
  max,
  valueText,
  className = '',
}: {
  label: string;
  value: number;
  max: number;
  /** What screen readers say instead of a percentage ("7 of 12 answered"). */
  valueText?: string | undefined;
  className?: string | undefined;
}) {
  // An empty task (max 0) shows an empty bar rather than dividing by zero.
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={`h-2 w-full overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
