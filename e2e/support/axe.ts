import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run(context: Document, options: object): Promise<AxeResults> };
  }
}

/**
 * axe-core run in the page itself, injected once per document. The screens hold no frames, so what the
 * Playwright wrapper adds per call (a blank page to gather the frames' results) only cost a second or
 * two a screen; only violations are collected, which is all a check reads.
 */
async function violationsOf(page: Page): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource);
  return page.evaluate(
    async () => (await window.axe!.run(document, { resultTypes: ['violations'] })).violations,
  );
}

/**
 * Runs axe on the current page once its transitions have ended; serious and critical findings fail the test, listed by rule and node.
 * `soft` lets a longer journey go on and report them at its end; `context` says where they were found.
 */
export async function expectNoSeriousViolations(
  page: Page,
  { soft = false, context = '' }: { soft?: boolean; context?: string } = {},
): Promise<void> {
  // A dialog or menu still fading in has blended colours: contrast is judged once transitions end.
  // Mantine starts a transition a frame or two after mounting, so an empty list right after a click
  // proves nothing: the page must show no finite animation across two frames in a row.
  // A cancelled one rejects `finished`: it is over too.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let quiet = 0; quiet < 2;) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        // A spinner (the captcha's while it works) never ends: only what fades in is waited for.
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .filter((animation) => animation.playState !== 'finished');
      quiet = running.length === 0 ? quiet + 1 : 0;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  const serious = (await violationsOf(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.map((n) => `${n.target.join(' ')}\n    ${n.failureSummary ?? ''}`);
      return `${v.impact} ${v.id}: ${v.help}\n  ${nodes.join('\n  ')}`;
    });
  (soft ? expect.soft : expect)(serious, `${context}\n${serious.join('\n')}`).toEqual([]);
}
