import { Button, Stack, Text, Title } from '@mantine/core';
import { type ComponentType, createElement, lazy, useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';

type ScreenModule = { default: ComponentType };

/**
 * How long a screen's chunk may take before the person is told: a stalled connection would otherwise
 * leave the old page (or a blank one) up with no word for as long as the browser waits.
 */
const CHUNK_TIMEOUT_MS = 15_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** The entry script named in an index.html, which changes with every build. */
function entryScript(html: string, base: string): string | undefined {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const src = doc.querySelector('script[type="module"][src]')?.getAttribute('src');
  return src ? new URL(src, base).href : undefined;
}

/**
 * Whether the server now sends another build than the one running here: its chunks then no longer
 * exist, and only a reload fetches the new ones. Unknown (offline) counts as no.
 */
async function newBuildDeployed(): Promise<boolean> {
  const running = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
  try {
    const response = await fetch('/', { cache: 'no-store', headers: { Accept: 'text/html' } });
    if (!response.ok) return false;
    const served = entryScript(await response.text(), response.url);
    return Boolean(running && served && served !== running);
  } catch {
    return false;
  }
}

type Failure = 'connection' | 'newBuild';

function ScreenLoadFailed({ retry }: { retry: () => Promise<void> }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<Failure | 'checking'>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void newBuildDeployed().then((fresh) => current && setFailure(fresh ? 'newBuild' : 'connection'));
    return () => {
      current = false;
    };
  }, []);

  const tryAgain = async () => {
    setBusy(true);
    try {
      await retry();
    } catch {
      setFailure((await newBuildDeployed()) ? 'newBuild' : 'connection');
    } finally {
      setBusy(false);
    }
  };

  const newBuild = failure === 'newBuild';
  return (
    <Stack gap="sm" align="flex-start" role="alert">
      <Title order={1} size="h2">
        {t(newBuild ? 'common.chunkFailed.newBuildTitle' : 'common.chunkFailed.title')}
      </Title>
      <Text>{t(newBuild ? 'common.chunkFailed.newBuildText' : 'common.chunkFailed.text')}</Text>
      {newBuild ? (
        <Button onClick={() => window.location.reload()}>{t('common.chunkFailed.reload')}</Button>
      ) : (
        <Button onClick={() => void tryAgain()} loading={busy || failure === 'checking'}>
          {t('common.retry')}
        </Button>
      )}
    </Stack>
  );
}

/** A screen component that React fetches on first render, and that can be fetched ahead of it. */
export type LazyScreen = ComponentType & { preload: () => void };

/**
 * A screen fetched when first visited, so the first load stays small. When its chunk does not arrive
 * (a network blip, or a deployment that replaced the assets) the route shows why, with Retry, or with
 * Reload when a new build is out; never a blank page. React keeps a lazy component's first answer for
 * good, so the answer to a failure is a screen that loads the chunk again itself.
 * `preload` starts the fetch early: the app does so for every route of the address it opens at
 * (router.tsx), so nested layouts and their screen arrive side by side, not one after another.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let screen: ComponentType | undefined;
  const loadScreen = async () => {
    screen = (await withTimeout(load(), CHUNK_TIMEOUT_MS)).default;
    return screen;
  };

  function RetryingScreen() {
    const [, loaded] = useReducer((count: number) => count + 1, 0);
    if (screen) return createElement(screen);
    return <ScreenLoadFailed retry={() => loadScreen().then(loaded)} />;
  }

  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= loadScreen().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error('A screen failed to load', error);
        return { default: RetryingScreen };
      },
    );
    return loading;
  };
  return Object.assign(lazy(preload), {
    preload: () => {
      void preload();
    },
  });
}
