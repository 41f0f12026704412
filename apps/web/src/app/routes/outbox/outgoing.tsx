import { OutgoingList } from '@/features/outbox/components/outgoing-list';

export default function OutgoingRoute() {
  return <OutgoingList />;
}
