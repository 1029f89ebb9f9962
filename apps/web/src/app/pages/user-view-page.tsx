import { ActivityTimeline } from '@/features/admin/audit/components/activity-timeline.tsx';
import UserViewPage from '@/features/admin/users/pages/user-view-page.tsx';

export default function UserViewWithActivity() {
  return <UserViewPage activity={(userId) => <ActivityTimeline userId={userId} />} />;
}
