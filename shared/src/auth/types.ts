import type { AppRole } from '../domain/frontDesk';

/** The user as the client holds it (docs/product.md §3). */
export interface AuthUser {
  email: string;
  displayName: string | null;
  photoURL: string | null;
}

export type AuthStatus = 'signedOut' | 'loading' | 'signedIn';

export interface RegisterInput {
  name: string;
  email: string;
  /** Optional; an empty string means "no photo". */
  photoURL?: string | null;
  password: string;
}

export interface AuthState {
  user: AuthUser | null;
  /** Our app JWT (from POST /jwt), also kept in localStorage under TOKEN_STORAGE_KEY. */
  token: string | null;
  /** True during register, login, social sign-in and logout (docs/product.md §4). */
  loading: boolean;
  status: AuthStatus;
  /**
   * The role of the app token ('staff' for the hotel's staff, else 'guest'; null without a token),
   * read from its payload unverified: it decides what the UI shows and loads, the API decides what
   * is allowed (docs/architecture.md §5).
   */
  role: AppRole | null;
  /**
   * Idempotent: when a session is stored (token or cached profile), loads the provider and watches
   * its state. A guest who never signed in loads nothing.
   */
  init(): void;
  /** Idempotent: a sign-in page is open, so load the provider and watch its state now. */
  prepareSignIn(): void;
  login(email: string, password: string): Promise<void>;
  register(input: RegisterInput): Promise<void>;
  loginWithGoogle(): Promise<void>;
  resetPassword(email: string): Promise<void>;
  logout(): Promise<void>;
}
