import { BackupsPage } from '@/features/backups/components/backups-page';

export default function BackupsRoute() {
  return <BackupsPage />;
}
