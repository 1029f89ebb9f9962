import { Suspense, type ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { SectionCard } from '@/shared/ui/section-card.tsx';

/** A lazily loaded chart in a card under its title and a line saying how to read it. */
export function ChartCard({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <SectionCard sx={{ height: '100%' }} hintGap={1} title={title} hint={hint}>
      <Suspense fallback={<Skeleton variant="rounded" height={240} />}>{children}</Suspense>
    </SectionCard>
  );
}
