import type { User } from '@maplebridge/contracts';
import { afterEach, beforeEach, vi } from 'vitest';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';

/** Each test of the file starts with `user` signed in and the site in `language`; stubs go after it. */
export function signedInForEachTest(user: User, language: 'vi' | 'en') {
  beforeEach(() => {
    useSettingsStore.setState({ language });
    useSessionStore.setState({ token: 'token', user });
  });
  afterEach(() => vi.unstubAllGlobals());
}
