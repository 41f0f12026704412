import type { Messages } from '@portal/i18n';

/**
 * The catalogue's shape as i18next's type: `t('…')` with a key no language has fails the typecheck,
 * and so does a missing interpolation. Keys built at run time must be typed as catalogue keys.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
