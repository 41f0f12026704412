export { notificationsRoutes } from './routes.ts';
export { NOTICES_PER_RECIPIENT, queueTeamNotices, teamNoticeDelivery } from './team-notice.ts';
export { createUnsubscribeLinks } from './unsubscribe-links.ts';
export { teamNoticeMail } from './team-notice-mail.ts';
