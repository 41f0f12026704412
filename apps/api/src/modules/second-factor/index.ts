export { clearFactor } from './repository.ts';
export { securityRoutes } from './routes.ts';
export { createSecondFactor, type SecondFactor } from './second-factor.ts';
export { createSecurityService } from './service.ts';
export { stepUp } from './step-up.ts';
