export { requireCaptchaUnlessSignedIn } from './guard.ts';
export { captchaRoutes } from './routes.ts';
export { default as captchaGuard } from './guard.ts';
