import type { ComponentProps, ReactNode } from 'react';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { AreaActionLink } from '@/features/energy/components/area-action-link.tsx';
import { OverviewFilters } from '@/features/energy/components/overview-filters.tsx';
import { OverviewContent, OverviewLayout } from '@/features/energy/components/overview-section.tsx';

/**
 * The frame every energy overview shares: the header with the area's next step and the filters, then the
 * error with a retry, the empty state, or the overview's grid (in skeletons until the summary arrives).
 */
export function OverviewPage({
  title,
  subtitle,
  action,
  create,
  filters,
  summary,
  empty,
  ...layout
}: {
  title: string;
  subtitle: string | undefined;
  /** The header's link to the area's next step, shown to whom may take it. */
  action: ComponentProps<typeof AreaActionLink>;
  /** A button that creates one of the area's records, shown to whom may create it. */
  create?: ReactNode;
  filters: ComponentProps<typeof OverviewFilters>;
  summary: { data: unknown; isError: boolean; refetch: () => unknown };
  empty: ComponentProps<typeof OverviewContent>['empty'];
} & Omit<ComponentProps<typeof OverviewLayout>, 'loading'>) {
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            {create}
            <AreaActionLink {...action} />
            <OverviewFilters {...filters} />
          </>
        }
      />
      <OverviewContent error={summary.isError} onRetry={() => void summary.refetch()} empty={empty}>
        <OverviewLayout loading={!summary.data} {...layout} />
      </OverviewContent>
    </>
  );
}
