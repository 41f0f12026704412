export { ACCOUNT_GUESS_BUDGET, GUESS_POLICY, judgeGuess, type GuessResult } from './guess-budget.ts';
export { authRoutes } from './routes.ts';
export { AUTH_LIMITS, createAuthService } from './service.ts';
export { createSessionCache, type SessionCache } from './session-cache.ts';
export { createMailQueue } from './sign-in-mail-queue.ts';
export { otpMail } from './sign-in-mail.ts';
