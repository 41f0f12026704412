// The bot check of the public forms and the sign-up: its state and its field.
export { CaptchaField } from './captcha-field';
export { type Captcha, useCaptcha } from './use-captcha';
