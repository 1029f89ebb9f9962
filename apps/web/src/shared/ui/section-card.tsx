import type { ReactNode } from 'react';
import Card, { type CardProps } from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/**
 * A card under a heading (`heading`, h2 unless the page nests it deeper; `headingId` for an
 * `aria-labelledby`) and a line saying what it holds, `hintGap` spacing units above its content.
 */
export function SectionCard({
  title,
  hint,
  heading = 'h2',
  headingId,
  hintGap = 2,
  children,
  ...card
}: Omit<CardProps, 'title'> & {
  title: ReactNode;
  hint: ReactNode;
  heading?: 'h2' | 'h3';
  headingId?: string;
  hintGap?: number;
}) {
  return (
    <Card {...card}>
      <CardContent>
        <Typography id={headingId} variant="h6" component={heading}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: hintGap }}>
          {hint}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
