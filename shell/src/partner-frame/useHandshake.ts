import {
  api,
  errorMessage,
  PARTNER_PROTOCOL,
  postToPartner,
  setPartnerFrame,
  type PartnerFrame,
  t,
  type PartnerMessage,
} from '@hotel/shared';
import { useEffect, useState } from 'react';

/** Where the frame stands with its parent page (mf-catalog/README.md, "The frame's protocol"). */
export type Handshake =
  | { state: 'waiting'; parent: null }
  | { state: 'verified'; parent: PartnerFrame }
  | { state: 'refused'; parent: PartnerFrame | null; message: string };

/** Said when the page is not in a frame at all (opened by its address): a message id of the shell's catalog. */
export const NOT_FRAMED = 'shell.frame.notFramed';

/** Said when the API could not be asked whether the parent is a partner: a message id of the shell's catalog. */
export const UNCHECKED = 'shell.frame.unchecked';

/**
 * The frame's side of the protocol: say hello to the parent (to any origin: the hello carries
 * nothing), take the parent's origin from the answer's `event.origin` only (never from what the
 * message says), and ask the API whether that origin is a partner's. Until it is, the frame shows
 * nothing of the booking; refused, the parent gets `error` and the frame says why.
 */
export function useHandshake(): Handshake {
  const [shake, setShake] = useState<Handshake>(() =>
    window.parent === window ? { state: 'refused', parent: null, message: t(NOT_FRAMED) } : { state: 'waiting', parent: null },
  );
  useEffect(() => {
    if (window.parent === window) return;
    let live = true;
    const onMessage = (event: MessageEvent) => {
      const m = event.data as Partial<PartnerMessage> | null;
      if (event.source !== window.parent || m?.harborview !== PARTNER_PROTOCOL || m.type !== 'welcome') return;
      window.removeEventListener('message', onMessage);
      const parent: PartnerFrame = {
        origin: event.origin,
        partnerId: '',
        partnerName: '',
        namespace: typeof m.namespace === 'string' ? m.namespace : 'default',
      };
      api.getPartnerByOrigin(event.origin).then(
        (p) => {
          const verified = { ...parent, partnerId: p.id, partnerName: p.name };
          setPartnerFrame(verified);
          if (live) setShake({ state: 'verified', parent: verified });
        },
        (err: unknown) => {
          // The API's words for an origin it does not know; ours when it could not be asked.
          const message = errorMessage(err, { fallback: t(UNCHECKED), server: { status: [400, 404] } });
          postToPartner('error', { message }, parent);
          if (live) setShake({ state: 'refused', parent, message });
        },
      );
    };
    window.addEventListener('message', onMessage);
    const hello: PartnerMessage = { harborview: PARTNER_PROTOCOL, type: 'hello' };
    window.parent.postMessage(hello, '*');
    return () => {
      live = false;
      window.removeEventListener('message', onMessage);
    };
  }, []);
  return shake;
}
