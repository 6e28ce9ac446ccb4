import type { Member } from '@maplebridge/contracts';
import { useSessionStore } from '#shared/stores/session.store.ts';
import { useSettingsStore } from '#shared/stores/settings.store.ts';
import { renderApp } from '#test/render-app.tsx';
import { ADMIN } from '../content/test-support.ts';

/** The signed-in admin of the console tests (the content tests' own). */
export { ADMIN };

/** A console page, signed in as ADMIN, in this language. */
export function openConsole(path: string, language: 'vi' | 'en' = 'vi') {
  useSettingsStore.setState({ language, isDrawerOpen: false });
  useSessionStore.setState({ token: 'token', user: ADMIN });
  return renderApp(path);
}

/** A failed answer with the envelope's error code, as the server sends it. */
export const failure = (
  status: number,
  code: string,
  fields: Array<{ field: string; code: string; message: string }> = [],
) => ({
  status,
  body: { status, message: 'Refused', data: { code, fields }, actionName: null },
});

export const member = (index: number, extra: Partial<Member> = {}): Member => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  email: `member${index}@example.com`,
  fullName: `Thành viên ${index}`,
  phoneNumber: `09000000${String(index).padStart(2, '0')}`,
  isEmailVerified: true,
  active: true,
  isAdmin: false,
  createdTime: '2026-08-01T03:00:00.000Z',
  ...extra,
});
