import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lexer, type Token, type Tokens } from 'marked';
import { safeHref } from '@/features/public-pages/help/safe-href.ts';

function inline(tokens: Token[] | undefined, key = ''): ReactNode[] {
  return (tokens ?? []).map((token, i) => {
    const k = `${key}${i}`;
    switch (token.type) {
      case 'strong':
        return <strong key={k}>{inline(token.tokens, k)}</strong>;
      case 'em':
        return <em key={k}>{inline(token.tokens, k)}</em>;
      case 'del':
        return <del key={k}>{inline(token.tokens, k)}</del>;
      case 'codespan':
        return <code key={k}>{(token as Tokens.Codespan).text}</code>;
      case 'br':
        return <br key={k} />;
      case 'link': {
        const content = inline(token.tokens, k);
        // Links may lead to web pages, e-mail or the app's own pages; anything else stays text.
        const safe = safeHref((token as Tokens.Link).href, window.location.href);
        if (!safe) return <span key={k}>{content}</span>;
        return (
          <Link
            key={k}
            href={safe.href}
            {...(safe.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {content}
          </Link>
        );
      }
      case 'text':
        return 'tokens' in token && token.tokens ? (
          <span key={k}>{inline(token.tokens, k)}</span>
        ) : (
          (token as Tokens.Text).text
        );
      // Raw HTML and images are shown as the text they were written as: articles never inject markup.
      default:
        return 'text' in token ? (token as { text: string }).text : token.raw;
    }
  });
}

function block(tokens: Token[], key = ''): ReactNode[] {
  return tokens.map((token, i) => {
    const k = `${key}${i}`;
    switch (token.type) {
      case 'space':
        return null;
      case 'heading': {
        const { depth } = token as Tokens.Heading;
        // The page's title is the h1: article headings start at h2.
        const level = Math.min(6, Math.max(2, depth)) as 2 | 3 | 4 | 5 | 6;
        return (
          <Typography
            key={k}
            component={`h${level}`}
            variant={level === 2 ? 'h5' : 'h6'}
            sx={{ mt: 3, mb: 1 }}
          >
            {inline(token.tokens, k)}
          </Typography>
        );
      }
      case 'paragraph':
        return (
          <Typography key={k} sx={{ mb: 1.5, lineHeight: 1.7 }}>
            {inline(token.tokens, k)}
          </Typography>
        );
      case 'list': {
        const list = token as Tokens.List;
        return (
          <Box
            key={k}
            component={list.ordered ? 'ol' : 'ul'}
            sx={{ mb: 1.5, paddingInlineStart: '24px', lineHeight: 1.7 }}
          >
            {list.items.map((item, j) => (
              <li key={j}>{block(item.tokens, `${k}-${j}-`)}</li>
            ))}
          </Box>
        );
      }
      case 'blockquote':
        return (
          <Box
            key={k}
            component="blockquote"
            sx={{
              mx: 0,
              my: 2,
              px: 2,
              py: 0.5,
              borderInlineStart: 4,
              borderColor: 'primary.main',
              bgcolor: 'action.hover',
            }}
          >
            {block((token as Tokens.Blockquote).tokens, k)}
          </Box>
        );
      case 'code':
        return (
          <Box
            key={k}
            component="pre"
            sx={{ p: 2, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}
            dir="ltr"
          >
            <code>{(token as Tokens.Code).text}</code>
          </Box>
        );
      case 'hr':
        return <Box key={k} component="hr" sx={{ border: 0, borderTop: 1, borderColor: 'divider', my: 3 }} />;
      case 'text':
        return (
          <span key={k}>
            {'tokens' in token && token.tokens ? inline(token.tokens, k) : (token as Tokens.Text).text}
          </span>
        );
      default:
        return (
          <Typography key={k} sx={{ mb: 1.5 }}>
            {token.raw}
          </Typography>
        );
    }
  });
}

/**
 * An article's Markdown as React elements: headings, paragraphs, lists, quotes, code, emphasis and links.
 * Nothing goes through innerHTML, so HTML written in an article shows as text.
 */
export function MarkdownView({ markdown }: { markdown: string }) {
  return <Box sx={{ '& li > p, & li > .MuiTypography-root': { mb: 0.5 } }}>{block(lexer(markdown))}</Box>;
}
