/**
 * Renders a safe tree (from src/services/sanitize) as React elements. No HTML string is involved: each
 * node becomes an element of the allowlist, a text node, a custom-emoji image, or a link whose target
 * the resolver decides (in-app link for mentions and hashtags, outside link in a new tab otherwise).
 */
import { createElement, type ReactNode } from 'react';
import { OUTSIDE_LINK_REL, type LinkResolver, type SafeNode } from '../../services/sanitize';
import { CustomEmoji } from './CustomEmoji';
import { InternalLink } from './InternalLink';
import './common.css';

/** Links of a tree that has no post behind it (display names, fields): all outside links. */
const outsideOnly: LinkResolver = (link) => ({ kind: 'outside', href: link.href, rel: link.rel });

function renderNodes(nodes: readonly SafeNode[], resolve: LinkResolver, keyPrefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}${index}`;
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'emoji':
        return <CustomEmoji key={key} shortcode={node.shortcode} url={node.url} staticUrl={node.staticUrl} />;
      case 'element': {
        if (node.tag === 'br') return <br key={key} />;
        const props = node.className === '' ? { key } : { key, className: node.className };
        return createElement(node.tag, props, ...renderNodes(node.children, resolve, `${key}.`));
      }
      case 'link': {
        const children = renderNodes(node.children, resolve, `${key}.`);
        const target = resolve(node);
        const className = node.className === '' ? undefined : node.className;
        if (target.kind === 'outside') {
          return (
            <a key={key} href={target.href} className={className} rel={target.rel || OUTSIDE_LINK_REL} target="_blank">
              {children}
            </a>
          );
        }
        return (
          <InternalLink key={key} to={target.path} className={className}>
            {children}
          </InternalLink>
        );
      }
    }
  });
}

export interface RichTextProps {
  nodes: readonly SafeNode[];
  /** decides where each link goes; without it every link is an outside link */
  resolveLink?: LinkResolver;
}

export function RichText({ nodes, resolveLink = outsideOnly }: RichTextProps) {
  return <>{renderNodes(nodes, resolveLink, '')}</>;
}
