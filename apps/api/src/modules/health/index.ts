export { unreachableStore } from './readiness.ts';
export { healthRoutes } from './routes.ts';
