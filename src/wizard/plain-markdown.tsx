import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx in the build (vite.config.ts aliases `markdown-to-jsx/react` here):
 * @rjsf/core imports its Markdown component for rich descriptions and help, which this app never
 * turns on (no `enableMarkdownInDescription` / `enableMarkdownInHelp`), and for developer-facing
 * error texts, which read as well in plain text. It was about a fifth of the wizard chunk.
 * Text is rendered as text: no markup is parsed, as with markdown-to-jsx's `disableParsingRawHTML`.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <span>{children}</span>;
}
