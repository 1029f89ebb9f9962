import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { AdminUser } from '@alvorada/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { useRoles } from '@/shared/api/roles-api.ts';
import { RuleSummary } from '@/shared/ui/rule-summary.tsx';

/** Effective rules: a user holds one role, so every rule comes from it (later rules win in CASL). */
export function UserPermissionsTab({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const roles = useRoles();
  const role = roles.data?.find((r) => r.name === user.role);
  if (roles.isError) return <Alert severity="error">{t('errors.unexpected')}</Alert>;
  return (
    <Card>
      <CardHeader
        title={t('admin.users.permissions.title')}
        subheader={
          <Trans
            i18nKey="admin.users.permissions.source"
            values={{ role: user.role || t('admin.users.noRole') }}
            components={{ link: <Link component={RouterLink} to="/admin-panel/roles" /> }}
          />
        }
        slotProps={{ title: { component: 'h3', variant: 'h6' } }}
      />
      {role && role.rules.length > 0 ? (
        <List dense>
          {role.rules.map((rule, i) => (
            <ListItem key={i} divider>
              <ListItemText
                primary={<RuleSummary rule={rule} />}
                secondary={t('admin.users.permissions.from', { role: role.name, index: i + 1 })}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <EmptyState title={t('admin.users.permissions.none')} />
      )}
    </Card>
  );
}
