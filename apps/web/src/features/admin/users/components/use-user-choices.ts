import { PLANS, USER_LIST_STATUSES, USER_STATUSES } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { planLabel, statusLabel } from '@/shared/i18n/labels.ts';
import { useRoles } from '@/shared/api/roles-api.ts';

/** The choices of the user record's role, plan and status fields, labelled in the UI language. */
export function useUserChoices() {
  const { t } = useTranslation();
  const roles = useRoles();
  return {
    role: (roles.data ?? []).map((r) => ({ value: r.name, label: r.name })),
    current_plan: PLANS.map((p) => ({ value: p, label: planLabel(t, p) })),
    status: USER_STATUSES.map((s) => ({ value: s, label: statusLabel(t, s) })),
    /** The list also filters soft-deleted accounts. */
    listStatus: USER_LIST_STATUSES.map((s) => ({ value: s, label: statusLabel(t, s) })),
  };
}
