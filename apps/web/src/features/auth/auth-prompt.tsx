import { Link, useLocation } from 'react-router';
import { redirectSearch } from '#shared/lib/redirect.ts';

const ACCOUNT_PAGES = new Set(['/sign-in', '/sign-up']);

interface AuthPromptProps {
  /** The question: "No account yet?" */
  text: string;
  /** The link's words and the account page it opens. */
  linkText: string;
  to: string;
  /** The space above, a margin class. */
  spaceAbove?: 'mt-4' | 'mt-6';
}

/** A line under an account page's form: a question, and the link to the page that answers it. */
export function AuthPrompt({ text, linkText, to, spaceAbove = 'mt-6' }: AuthPromptProps) {
  const { search } = useLocation();
  // Between sign-in and sign-up the page to return to goes along; elsewhere (contact) it means nothing.
  const href = ACCOUNT_PAGES.has(to) ? `${to}${redirectSearch(search)}` : to;
  return (
    <p className={`${spaceAbove} text-center text-sm text-slate-600`}>
      {text}{' '}
      <Link
        to={href}
        className="inline-flex min-h-6 items-center font-semibold text-brand-700 hover:underline"
      >
        {linkText}
      </Link>
    </p>
  );
}
