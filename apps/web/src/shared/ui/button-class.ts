/**
 * The kit's button look, apart from the Button component: the home page and the error screen use
 * it on plain elements, since their first load cannot carry the component's icon and link code.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-slate-700 hover:bg-slate-100',
};
const SIZES = { sm: 'px-3 py-1.5 text-sm', md: 'px-5 py-2', lg: 'px-6 py-3' } as const;

export type ButtonSize = keyof typeof SIZES;

export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`;
}
