import type {} from 'altcha/types/react';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../shared/ui/Spinner';
import { loadAltcha } from './load-altcha';

interface StateChange {
  state: string;
  payload?: string;
}

/**
 * The self-hosted proof-of-work check (ALTCHA): the visitor's browser does a little work in the background, so
 * there is no puzzle to solve. Loaded on demand (the widget registers a custom element); reports the payload
 * once verified, and null whenever it is not (again).
 */
export function AltchaField({
  challengeUrl,
  onPayload,
  error,
}: {
  challengeUrl: string;
  onPayload: (payload: string | null) => void;
  error?: string;
}) {
  const widget = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [verified, setVerified] = useState(false);

  useEffect(() => {
    let alive = true;
    loadAltcha()
      .then(() => alive && setLoaded(true))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!loaded || !element) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<StateChange>).detail;
      const payload = detail?.state === 'verified' ? (detail.payload ?? null) : null;
      setVerified(payload !== null);
      onPayload(payload);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [loaded, onPayload]);

  return (
    <div className="flex flex-col gap-1.5">
      <p className="flex items-center gap-1.5 text-sm font-medium text-gray-800">
        <ShieldCheck aria-hidden="true" className="size-4 text-indigo-600" />
        Anti-spam check
      </p>
      {loaded ? (
        <altcha-widget
          ref={widget}
          challenge={challengeUrl}
          auto="onload"
          name="altcha"
          configuration={JSON.stringify({ hideLogo: true, hideFooter: true })}
        />
      ) : failed ? (
        <p className="text-sm text-red-600">The anti-spam check could not load. Reload the page to try again.</p>
      ) : (
        <Spinner label="Loading the anti-spam check" className="size-5" />
      )}
      <p role="status" className="sr-only">
        {verified ? 'Anti-spam check complete' : ''}
      </p>
      {error ? (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : (
        <p className="text-sm text-gray-500">Runs in your browser for a moment; there is nothing to solve.</p>
      )}
    </div>
  );
}
