import type { DrawCategory } from '@maplebridge/contracts';
import type { ReactNode } from 'react';

type MarkShape = 'circle' | 'square' | 'diamond' | 'triangle';

/**
 * Each category's colour and mark, the same whatever the filter. The colours are Tailwind's 700s (and
 * slate 500), each at least 3:1 on white as WCAG asks of a chart's lines; the shapes tell apart the
 * colours a reader cannot.
 */
export const CATEGORY_STYLES: Record<DrawCategory, { color: string; shape: MarkShape }> = {
  general: { color: '#1d4ed8', shape: 'circle' },
  cec: { color: '#b91c1c', shape: 'square' },
  pnp: { color: '#7e22ce', shape: 'diamond' },
  fsw: { color: '#0f766e', shape: 'triangle' },
  trades: { color: '#b45309', shape: 'circle' },
  french: { color: '#be185d', shape: 'triangle' },
  healthcare: { color: '#15803d', shape: 'square' },
  stem: { color: '#4338ca', shape: 'diamond' },
  transport: { color: '#a16207', shape: 'square' },
  agriculture: { color: '#4d7c0f', shape: 'diamond' },
  education: { color: '#c2410c', shape: 'triangle' },
  physicians: { color: '#0e7490', shape: 'circle' },
  researchers: { color: '#6d28d9', shape: 'square' },
  seniorManagers: { color: '#334155', shape: 'triangle' },
  military: { color: '#57534e', shape: 'diamond' },
  other: { color: '#64748b', shape: 'circle' },
};

/** A category's mark centred on (x, y), `size` across. */
export function RoundMark({
  category,
  x,
  y,
  size,
  children,
}: {
  category: DrawCategory;
  x: number;
  y: number;
  size: number;
  /** A `<title>`: what a pointer resting on the mark shows. */
  children?: ReactNode;
}) {
  const { color, shape } = CATEGORY_STYLES[category];
  const half = size / 2;
  const paint = { fill: color, stroke: 'white', strokeWidth: 1 };
  if (shape === 'circle')
    return (
      <circle cx={x} cy={y} r={half} {...paint}>
        {children}
      </circle>
    );
  if (shape === 'square')
    return (
      <rect x={x - half * 0.9} y={y - half * 0.9} width={size * 0.9} height={size * 0.9} {...paint}>
        {children}
      </rect>
    );
  const points =
    shape === 'diamond'
      ? [
          [x, y - half * 1.2],
          [x + half * 1.2, y],
          [x, y + half * 1.2],
          [x - half * 1.2, y],
        ]
      : [
          [x, y - half * 1.2],
          [x + half * 1.1, y + half * 0.8],
          [x - half * 1.1, y + half * 0.8],
        ];
  return (
    <polygon points={points.map((point) => point.join(',')).join(' ')} {...paint}>
      {children}
    </polygon>
  );
}
