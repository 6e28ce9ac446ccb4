import { cloneElement, type ReactElement, useId, useState } from 'react';

/**
 * A short hint beside a control: shown while the pointer is over it or it has keyboard focus,
 * hidden by Escape. The hint describes the control (`aria-describedby`) even while hidden, so a
 * screen reader reads it without the pointer.
 */
export function Tooltip({
  text,
  children,
}: {
  text: string;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}) {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const open = () => setOpen(true);
  const close = () => setOpen(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only watches its control's hover, focus and Escape.
    <span
      className="relative inline-flex"
      onMouseEnter={open}
      onMouseLeave={close}
      onFocus={open}
      onBlur={close}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <span
        id={id}
        role="tooltip"
        hidden={!isOpen}
        className="absolute top-full left-1/2 z-20 mt-2 w-max max-w-60 -translate-x-1/2 rounded-lg bg-slate-900 px-3 py-1.5 text-center text-sm text-white shadow-lg"
      >
        {text}
      </span>
    </span>
  );
}
