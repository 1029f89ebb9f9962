import { ConnectionBanner } from '@/shared/realtime/connection-banner.tsx';
import { realtime } from '@/shared/realtime/realtime.ts';

/** The app's socket's banner, loaded apart from the signed-in frame with the socket itself. */
export default function RealtimeBanner() {
  return <ConnectionBanner client={realtime} />;
}
