import { createElement, Fragment, type ReactNode } from 'react';

// Formatting the plan texts use; anything else is reduced to its text.
const ALLOWED = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const tag = (node as Element).tagName.toLowerCase();
  const children = Array.from(node.childNodes).map(toReact);
  return ALLOWED.has(tag)
    ? createElement(tag, { key }, ...(tag === 'br' ? [] : children))
    : createElement(Fragment, { key }, ...children);
}

/**
 * A server text with simple HTML formatting (plan descriptions), parsed inertly by DOMParser and
 * rebuilt as React elements from an allow-list: no attribute, script or style ever reaches the page.
 */
export function RichText({ html, className }: { html: string | null; className?: string }) {
  if (!html) return null;
  if (typeof DOMParser === 'undefined') return <div className={className}>{html.replace(/<[^>]*>/g, ' ')}</div>;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return <div className={className}>{Array.from(doc.body.childNodes).map(toReact)}</div>;
}
