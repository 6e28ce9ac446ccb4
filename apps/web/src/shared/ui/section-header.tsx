import type { ReactNode, Ref } from 'react';

interface SectionTitleProps {
  title: string;
  /** What the section is for, under its title. */
  intro?: string;
  /** 1 for the page's title, 2 for a part of the page (a form's card, a list under a form). */
  level?: 1 | 2;
  /** The title can take focus (not by Tab): for a page that sends focus there (after a delete, say). */
  headingRef?: Ref<HTMLHeadingElement>;
  id?: string;
}

/** A title and the words under it. */
export function SectionTitle({ title, intro, level = 1, headingRef, id }: SectionTitleProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="max-w-2xl space-y-1">
      <Heading
        ref={headingRef}
        id={id}
        tabIndex={headingRef ? -1 : undefined}
        className={`${level === 1 ? 'text-2xl' : 'text-lg'} font-bold text-slate-900 focus:outline-none`}
      >
        {title}
      </Heading>
      {intro && <p className={level === 1 ? 'text-slate-600' : 'text-sm text-slate-600'}>{intro}</p>}
    </div>
  );
}

/** A console section's title, what it is for, and its main action on the right. */
export function SectionHeader({ action, ...title }: SectionTitleProps & { action?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <SectionTitle {...title} />
      {action}
    </header>
  );
}
