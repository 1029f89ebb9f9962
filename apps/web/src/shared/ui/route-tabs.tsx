import type { ReactElement } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router';

export interface RouteTab {
  value: string;
  label: string;
  icon?: ReactElement;
}

/** Tabs whose selection is the `:tab` segment of the URL. */
export function RouteTabs({
  tabs,
  current,
  basePath,
  label,
}: {
  tabs: RouteTab[];
  current: string;
  basePath: string;
  label: string;
}) {
  return (
    <Tabs value={current} aria-label={label} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 3 }}>
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={tab.label}
          icon={tab.icon}
          iconPosition="start"
          component={Link}
          to={`${basePath}/${tab.value}`}
          sx={{ minHeight: 48 }}
        />
      ))}
    </Tabs>
  );
}
