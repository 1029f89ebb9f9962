import { PLANS, USER_LIST_STATUSES, USER_STATUSES } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useRoles } from '../../roles/api/roles-api.ts';

/** The choices of the user record's role, plan and status fields, labelled in the UI language. */
export function useUserChoices() {
  const { t } = useTranslation();
  const roles = useRoles();
  return {
    role: (roles.data ?? []).map((r) => ({ value: r.name, label: r.name })),
    current_plan: PLANS.map((p) => ({ value: p, label: t(`admin.plans.${p}`) })),
    status: USER_STATUSES.map((s) => ({ value: s, label: t(`admin.status.${s}`) })),
    /** The list also filters soft-deleted accounts. */
    listStatus: USER_LIST_STATUSES.map((s) => ({ value: s, label: t(`admin.status.${s}`) })),
  };
}
