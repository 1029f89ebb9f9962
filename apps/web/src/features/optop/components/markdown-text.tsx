import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SimpleTable } from '@/shared/ui/simple-table.tsx';

/**
 * Bold, italic, inline code, http(s) links (opened apart) and links to the app's own pages (`/…`, opened in
 * place) inside one line; everything else stays text.
 */
function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern =
    /(`[^`]+`)|(\*\*[^*]+\*\*)|(\*[^*\s][^*]*\*)|\[([^\]]+)\]\((https?:\/\/[^\s)]+|\/(?!\/)[^\s)]*)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [whole, code, bold, italic, label, href] = match;
    const key = match.index;
    if (code)
      parts.push(
        <Box component="code" key={key} sx={codeSx}>
          {code.slice(1, -1)}
        </Box>,
      );
    else if (bold) parts.push(<strong key={key}>{bold.slice(2, -2)}</strong>);
    else if (italic) parts.push(<em key={key}>{italic.slice(1, -1)}</em>);
    else if (label && href!.startsWith('/'))
      parts.push(
        <Link key={key} component={RouterLink} to={href!}>
          {label}
        </Link>,
      );
    else if (label)
      parts.push(
        <Link key={key} href={href} target="_blank" rel="noopener noreferrer">
          {label}
        </Link>,
      );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

const codeSx = {
  fontFamily: 'monospace',
  fontSize: '0.875em',
  bgcolor: 'action.hover',
  px: 0.5,
  borderRadius: 0.5,
};

type Block =
  | { kind: 'code'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'heading'; text: string }
  | { kind: 'table'; head: string[]; rows: string[][] }
  | { kind: 'paragraph'; lines: string[] };

/** A table row's cells: split on the pipes no backslash escapes, the escapes then dropped. */
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
const isTableRow = (line: string | undefined) => line !== undefined && /^\s*\|.*\|\s*$/.test(line);
const isDivider = (line: string | undefined) =>
  line !== undefined && /^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$/.test(line);

function blocks(source: string): Block[] {
  const out: Block[] = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('```')) {
      const body: string[] = [];
      while (++i < lines.length && !lines[i]!.startsWith('```')) body.push(lines[i]!);
      out.push({ kind: 'code', text: body.join('\n') });
    } else if (isTableRow(line) && isDivider(lines[i + 1])) {
      const rows: string[][] = [];
      for (i += 2; isTableRow(lines[i]); i++) rows.push(cells(lines[i]!));
      i--;
      out.push({ kind: 'table', head: cells(line), rows });
    } else if (/^\s*([-*]|\d+\.)\s+/.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const previous = out.at(-1);
      const item = line.replace(/^\s*([-*]|\d+\.)\s+/, '');
      if (previous?.kind === 'list' && previous.ordered === ordered) previous.items.push(item);
      else out.push({ kind: 'list', ordered, items: [item] });
    } else if (/^#{1,6}\s/.test(line)) out.push({ kind: 'heading', text: line.replace(/^#+\s/, '') });
    else if (line.trim() === '') out.push({ kind: 'paragraph', lines: [] });
    else {
      const previous = out.at(-1);
      if (previous?.kind === 'paragraph') previous.lines.push(line);
      else out.push({ kind: 'paragraph', lines: [line] });
    }
  }
  return out.filter((b) => b.kind !== 'paragraph' || b.lines.length);
}

/**
 * The agent's Markdown, rendered as React elements only (no HTML is ever parsed or injected): paragraphs,
 * headings, lists, tables, fenced code, inline code, emphasis, http(s) links and links to the app's pages.
 */
export function MarkdownText({ source }: { source: string }) {
  return (
    <Box sx={{ '& > *:first-of-type': { mt: 0 }, '& > *:last-child': { mb: 0 }, overflowWrap: 'anywhere' }}>
      {blocks(source).map((block, i) => {
        if (block.kind === 'code')
          return (
            <Box
              key={i}
              component="pre"
              dir="ltr"
              sx={{ ...codeSx, p: 1.5, my: 1, overflowX: 'auto', whiteSpace: 'pre' }}
            >
              <code>{block.text}</code>
            </Box>
          );
        if (block.kind === 'table')
          return (
            <Box key={i} sx={{ my: 1 }}>
              <SimpleTable
                size="small"
                head={block.head.map((cell, j) => (
                  <TableCell key={j}>{inline(cell)}</TableCell>
                ))}
              >
                {block.rows.map((row, j) => (
                  <TableRow key={j}>
                    {row.map((cell, k) => (
                      <TableCell key={k}>{inline(cell)}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </SimpleTable>
            </Box>
          );
        if (block.kind === 'heading')
          return (
            <Typography key={i} variant="subtitle1" component="p" sx={{ fontWeight: 600, my: 1 }}>
              {inline(block.text)}
            </Typography>
          );
        if (block.kind === 'list')
          return (
            <Box key={i} component={block.ordered ? 'ol' : 'ul'} sx={{ my: 1, paddingInlineStart: 3 }}>
              {block.items.map((item, j) => (
                <li key={j}>{inline(item)}</li>
              ))}
            </Box>
          );
        return (
          <Typography key={i} component="p" sx={{ my: 1 }}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                {inline(line)}
              </Fragment>
            ))}
          </Typography>
        );
      })}
    </Box>
  );
}
