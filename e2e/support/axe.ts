import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the current page once its transitions have ended; serious and critical findings fail the test, listed by rule and node.
 * `soft` lets a longer journey go on and report them at its end; `context` says where they were found.
 */
export async function expectNoSeriousViolations(
  page: Page,
  { soft = false, context = '' }: { soft?: boolean; context?: string } = {},
): Promise<void> {
  // A dialog or menu still fading in has blended colours: contrast is judged once transitions end.
  // A cancelled one rejects `finished`: it is over too.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner (the captcha's while it works) never ends: only what fades in is waited for.
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.map((n) => `${n.target.join(' ')}\n    ${n.failureSummary ?? ''}`);
      return `${v.impact} ${v.id}: ${v.help}\n  ${nodes.join('\n  ')}`;
    });
  (soft ? expect.soft : expect)(serious, `${context}\n${serious.join('\n')}`).toEqual([]);
}
