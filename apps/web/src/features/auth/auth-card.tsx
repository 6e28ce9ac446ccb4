import type { ReactNode } from 'react';
import { useDocumentMeta } from '#shared/hooks/use-document-meta.ts';
import { Card } from '#shared/ui/card.tsx';

/** The frame of every account page: a title (the tab's too), an optional intro, then the form. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  useDocumentMeta(title, intro);
  return (
    <Card as="section" padding="lg" className="mt-6">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {intro && <p className="mt-2 text-slate-600">{intro}</p>}
      <div className="mt-6">{children}</div>
    </Card>
  );
}
