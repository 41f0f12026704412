export { merchantOverviewRoutes } from './routes.ts';
