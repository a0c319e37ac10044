import { useSyncExternalStore } from 'react';
import { getStoredUser, onStoredUserChange, type StoredUser, storageKeys } from './storage';

let cachedRaw: string | null = null;
let cachedUser: StoredUser | null = null;

/** The parsed record, re-parsed only when the stored text changes so React sees a stable snapshot. */
function snapshot(): StoredUser | null {
  const raw = localStorage.getItem(storageKeys.userData);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = getStoredUser();
  }
  return cachedUser;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.userData) onChange();
  };
  window.addEventListener('storage', onStorage);
  const unsubscribe = onStoredUserChange(onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    unsubscribe();
  };
}

/** The signed-in user's stored record (userData), kept current across this tab and others. */
export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
