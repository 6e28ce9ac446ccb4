import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The signed-in user; its fields arrive with the accounts issue. */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
}

interface AuthState {
  token: string;
  user: SessionUser | null;
  signIn(token: string, user: SessionUser): void;
  signOut(): void;
}

/** The session (spec section 3): token and user are stored and cleared together. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: '',
      user: null,
      signIn: (token, user) => set({ token, user }),
      signOut: () => set({ token: '', user: null }),
    }),
    { name: 'auth-storage', partialize: ({ token, user }) => ({ token, user }) },
  ),
);
