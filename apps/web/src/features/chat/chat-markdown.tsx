import { memo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

// Answers sit under the page's h1 and the conversation's h2, so their headings start at h3.
const COMPONENTS: Components = {
  a: ({ node: _node, ...props }) => (
    <a
      {...props}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
    />
  ),
  h1: ({ node: _node, ...props }) => <h3 {...props} className="text-lg font-bold text-slate-900" />,
  h2: ({ node: _node, ...props }) => <h3 {...props} className="text-base font-bold text-slate-900" />,
  h3: ({ node: _node, ...props }) => <h4 {...props} className="font-semibold text-slate-900" />,
  h4: ({ node: _node, ...props }) => <h4 {...props} className="font-semibold text-slate-900" />,
  ul: ({ node: _node, ...props }) => <ul {...props} className="list-disc space-y-1 pl-5" />,
  ol: ({ node: _node, ...props }) => <ol {...props} className="list-decimal space-y-1 pl-5" />,
  table: ({ node: _node, ...props }) => (
    <div className="overflow-x-auto">
      <table {...props} className="min-w-full border-collapse text-left text-sm" />
    </div>
  ),
  th: ({ node: _node, ...props }) => (
    <th {...props} className="border-b border-slate-300 px-2 py-1.5 font-semibold" />
  ),
  td: ({ node: _node, ...props }) => <td {...props} className="border-b border-slate-200 px-2 py-1.5" />,
  code: ({ node: _node, ...props }) => (
    <code {...props} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em]" />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote {...props} className="border-l-4 border-slate-300 pl-3 text-slate-700" />
  ),
};

/**
 * An answer's Markdown, rendered safely: raw HTML is dropped, not rendered; unsafe link protocols
 * are removed (react-markdown's default URL filter); images are left out; links open in a new tab.
 */
export const ChatMarkdown = memo(function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className="space-y-3 break-words leading-7" data-testid="chat-markdown">
      <Markdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        disallowedElements={['img']}
        unwrapDisallowed
        components={COMPONENTS}
      >
        {text}
      </Markdown>
    </div>
  );
});
