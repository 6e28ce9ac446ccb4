import type { ElementType, HTMLAttributes, ReactNode, Ref } from 'react';

const PADDINGS = { none: '', sm: 'p-4 sm:p-5', md: 'p-5 sm:p-6', lg: 'p-6 sm:p-8' } as const;

export type CardPadding = keyof typeof PADDINGS;

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element it is: a plain box, or a `section`/`article`/`li` where the page needs one. */
  as?: ElementType;
  padding?: CardPadding;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** A white, rounded, outlined box: the one surface pages and the console put content on. */
export function Card({ as: Element = 'div', padding = 'md', className = '', children, ...rest }: CardProps) {
  return (
    <Element
      className={`rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 ${PADDINGS[padding]} ${className}`}
      {...rest}
    >
      {children}
    </Element>
  );
}
