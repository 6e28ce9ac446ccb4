import { cloneElement, createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from './use-translation.ts';

const TAGGED = /<([a-zA-Z][\w-]*)>(.*?)<\/\1>/gs;

interface TransProps {
  i18nKey: string;
  /** The elements the text's tags stand for: `<policy>terms</policy>` → `components.policy` around "terms". */
  components: Record<string, ReactElement>;
}

/** A text with elements (links) inside it, each written as a named tag in the text. */
export function Trans({ i18nKey, components }: TransProps) {
  const { t } = useTranslation();
  const text = t(i18nKey);
  const parts: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(TAGGED)) {
    const [tagged, name = '', inner = ''] = match;
    parts.push(text.slice(end, match.index));
    const element = components[name];
    // A tag without an element keeps its words, never the markup.
    parts.push(element ? cloneElement(element, { key: match.index }, inner) : inner);
    end = match.index + tagged.length;
  }
  parts.push(text.slice(end));
  return createElement(Fragment, null, ...parts);
}
