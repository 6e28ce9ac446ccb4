import { Link } from 'react-router';

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
  return (
    <p className={`${spaceAbove} text-center text-sm text-slate-600`}>
      {text}{' '}
      <Link to={to} className="font-semibold text-brand-700 hover:underline">
        {linkText}
      </Link>
    </p>
  );
}
