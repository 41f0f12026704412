// A webhook delivery is an outbox message: its log shows the same states.
export { OutboxStatusBadge } from './components/outbox-status-badge';
