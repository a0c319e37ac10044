import type { GeocodeResult } from '@newsletter-os/contracts';
import { MapPin, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/Field';
import { searchAddress } from './geocode-api';

/** The address must be this long before it is searched (the server's own minimum). */
const MIN_QUERY_LENGTH = 3;

/**
 * "Find by address" in the event-location form: searches the configured geocoder and lets the user pick one of
 * the places found, which fills latitude and longitude. Enter searches without submitting the location form.
 */
export function AddressSearch({
  workspaceId,
  onPick,
}: {
  workspaceId: string;
  onPick: (place: GeocodeResult) => void;
}) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GeocodeResult[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const resultsId = useId();

  const run = async () => {
    const q = query.trim();
    if (q.length < MIN_QUERY_LENGTH) {
      setProblem(`Type at least ${MIN_QUERY_LENGTH} characters of the address`);
      return;
    }
    setSearching(true);
    setProblem(null);
    try {
      setResults(await searchAddress(workspaceId, q));
    } catch (error) {
      setResults(null);
      setProblem(errorMessage(error));
    } finally {
      setSearching(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void run();
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label="Find by address"
            placeholder="Harbor promenade, Millbrook"
            value={query}
            error={problem ?? undefined}
            hint="Fills in latitude and longitude."
            aria-controls={results ? resultsId : undefined}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <Button variant="secondary" className="mt-7" loading={searching} loadingText="Searching…" onClick={run}>
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </div>
      {results ? (
        results.length === 0 ? (
          <p role="status" className="text-sm text-gray-600">
            No place found for this address. Try the town's name, or enter the coordinates.
          </p>
        ) : (
          <ul id={resultsId} aria-label="Places found" className="flex flex-col gap-1">
            {results.map((place) => (
              <li key={`${place.latitude},${place.longitude},${place.label}`}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(place);
                    setResults(null);
                  }}
                  className="flex w-full items-start gap-2 rounded-lg border border-gray-200 px-3 py-2 text-left text-sm hover:bg-indigo-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
                >
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
                  <span className="min-w-0">
                    <span className="block break-words text-gray-900">{place.label}</span>
                    <span className="block text-xs text-gray-500">
                      {place.latitude.toFixed(5)}, {place.longitude.toFixed(5)}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
