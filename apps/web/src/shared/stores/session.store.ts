import type { User } from '@maplebridge/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface SessionState {
  token: string;
  user: User | null;
  signIn(token: string, user: User): void;
  /** Keeps the session but takes a new token (after a password change) or user (after an edit). */
  refresh(changes: { token?: string; user?: User }): void;
  signOut(): void;
  /** When the server last refused the session (expired, password changed elsewhere, deactivated). */
  expiredAt: number | null;
  expire(): void;
}

/** The session (spec section 3): token and user are stored and cleared together. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: '',
      user: null,
      expiredAt: null,
      signIn: (token, user) => set({ token, user, expiredAt: null }),
      refresh: (changes) => set(changes),
      signOut: () => set({ token: '', user: null, expiredAt: null }),
      expire: () => set({ token: '', user: null, expiredAt: Date.now() }),
    }),
    { name: 'auth-storage', partialize: ({ token, user }) => ({ token, user }) },
  ),
);
