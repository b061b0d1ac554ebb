import type { ProviderUser } from './provider';

export interface TokenExchangeDeps {
  /** POST /jwt with the provider's ID token. */
  exchangeToken(email: string, idToken: string): Promise<{ token: string }>;
  /** Whether `uid` is still the provider's user when the answer comes back. */
  isCurrent(uid: string): Promise<boolean>;
  /** Stores the new app token. */
  onToken(token: string): void;
}

export interface TokenExchange {
  /** Our app token for `user` (a fresh ID token when asked); rejects when the exchange fails. */
  exchange(user: ProviderUser, forceRefresh?: boolean): Promise<string>;
  /** The same, with failures swallowed (docs/product.md §7): protected calls recover via the 401 path. */
  exchangeQuietly(user: ProviderUser, forceRefresh?: boolean): Promise<void>;
}

/**
 * The token exchange of docs/architecture.md §5: the provider's ID token for our app JWT.
 * Exchanges run one after another, so the last one started decides the token.
 */
export function createTokenExchange(deps: TokenExchangeDeps): TokenExchange {
  let chain: Promise<unknown> = Promise.resolve();

  const exchange = (user: ProviderUser, forceRefresh = false): Promise<string> => {
    const run = async () => {
      const email = user.email;
      if (!email) throw new Error('The signed-in account has no e-mail address.');
      const idToken = await user.getIdToken(forceRefresh);
      const { token } = await deps.exchangeToken(email, idToken);
      // A sign-out that happened meanwhile wins over a late answer.
      if (!(await deps.isCurrent(user.uid))) throw new Error('Signed out during token exchange.');
      deps.onToken(token);
      return token;
    };
    const result = chain.then(run, run);
    chain = result.catch(() => undefined);
    return result;
  };

  return {
    exchange,
    exchangeQuietly: (user, forceRefresh = false) =>
      exchange(user, forceRefresh).then(
        () => undefined,
        () => undefined,
      ),
  };
}
