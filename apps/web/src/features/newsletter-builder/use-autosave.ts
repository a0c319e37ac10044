import { NEWSLETTER_SCHEMA_VERSION, type SaveNewsletterBody } from '@newsletter-os/contracts';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { isHttpError } from '../../shared/api/request';
import { saveNewsletter } from './api';
import { exitSaves } from './exit-saves';
import { clearBackup, writeBackup } from './local-backup';
import { currentBlocks, useBuilderStore } from './store';

/** Autosave runs this long after the last change. */
export const AUTOSAVE_DELAY_MS = 1_500;
/** While offline, saving is retried this often (and at once when the browser reports it is back online). */
const OFFLINE_RETRY_MS = 10_000;
const BACKUP_DELAY_MS = 300;

export interface Saver {
  /** Saves now (waiting for a save in flight first); resolves when the newsletter is saved or the save failed. */
  flush: () => Promise<void>;
}

function bodyOfState(workspaceId: string, date: string): SaveNewsletterBody {
  const state = useBuilderStore.getState();
  return {
    workspaceId,
    date,
    title: state.title,
    subject: state.subject,
    preheader: state.preheader,
    webTitle: state.webTitle,
    thumbnailUrl: state.thumbnailUrl,
    beehiivHeaderFooter: state.beehiivHeaderFooter,
    document: { schemaVersion: NEWSLETTER_SCHEMA_VERSION, blocks: currentBlocks() },
    style: state.style ?? undefined,
    status: state.status,
    version: state.version ?? undefined,
  };
}

/**
 * Saves the open newsletter about 1.5 s after the last change, each save carrying the version it was based on. A
 * stale save shows the conflict instead of overwriting; a failed one keeps a local backup and retries.
 */
export function useAutosave(workspaceId: string, date: string): Saver {
  const saverRef = useRef<Saver | null>(null);

  useEffect(() => {
    let saveTimer: ReturnType<typeof setTimeout> | undefined;
    let backupTimer: ReturnType<typeof setTimeout> | undefined;
    let chain: Promise<void> = Promise.resolve();
    let disposed = false;
    /** The version of the last successful save (the body of a save on the way out is based on it). */
    let latestVersion = useBuilderStore.getState().version;

    async function run(): Promise<void> {
      const state = useBuilderStore.getState();
      if (disposed || !state.newsletterId || state.saveStatus === 'conflict') return;
      if (state.revision === state.savedRevision) return;
      const revision = state.revision;
      state.markSaving();
      try {
        const outcome = await saveNewsletter(bodyOfState(workspaceId, date));
        if (outcome.kind === 'conflict') {
          useBuilderStore.getState().markConflict(outcome.current);
          return;
        }
        latestVersion = outcome.newsletter.version;
        useBuilderStore.getState().markSaved(outcome.newsletter, revision);
        if (useBuilderStore.getState().revision === revision) clearBackup(workspaceId, date);
      } catch (error) {
        const offline = isHttpError(error) && !error.response;
        useBuilderStore.getState().markFailed(offline ? 'offline' : 'error', offline ? null : errorMessage(error));
        if (offline) saveTimer = setTimeout(flush, OFFLINE_RETRY_MS);
      }
    }

    function flush(): Promise<void> {
      clearTimeout(saveTimer);
      chain = chain.then(run, run);
      return chain;
    }

    function keepBackup() {
      const state = useBuilderStore.getState();
      if (state.revision === state.savedRevision || !state.newsletterId) return;
      const body = bodyOfState(workspaceId, date);
      writeBackup(workspaceId, date, {
        baseVersion: state.version,
        title: state.title,
        subject: state.subject,
        preheader: state.preheader,
        document: { schemaVersion: NEWSLETTER_SCHEMA_VERSION, blocks: body.document.blocks as never },
        style: state.style,
        webTitle: state.webTitle,
        thumbnailUrl: state.thumbnailUrl,
        beehiivHeaderFooter: state.beehiivHeaderFooter,
      });
    }

    const unsubscribe = useBuilderStore.subscribe((state, previous) => {
      if (state.revision === previous.revision) return;
      clearTimeout(backupTimer);
      backupTimer = setTimeout(keepBackup, BACKUP_DELAY_MS);
      if (state.saveStatus === 'conflict') return;
      clearTimeout(saveTimer);
      saveTimer = setTimeout(flush, AUTOSAVE_DELAY_MS);
    });

    const onOnline = () => void flush();
    // Leaving the page: the backup is written at once, so nothing typed in the last moments is lost.
    const onHide = () => {
      if (document.visibilityState === 'hidden') keepBackup();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', keepBackup);
    saverRef.current = { flush };

    return () => {
      unsubscribe();
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', keepBackup);
      clearTimeout(backupTimer);
      clearTimeout(saveTimer);
      keepBackup();
      // A pending change is saved on the way out (switching dates or screens). The body is taken now: the store
      // is about to hold another newsletter. A failure leaves the backup, offered when this date is opened again.
      const state = useBuilderStore.getState();
      if (state.newsletterId && state.revision !== state.savedRevision && state.saveStatus !== 'conflict') {
        const body = bodyOfState(workspaceId, date);
        const key = `${workspaceId}:${date}`;
        const exit = chain
          .then(() => saveNewsletter({ ...body, version: latestVersion ?? undefined }))
          .then((outcome) => {
            if (outcome.kind !== 'conflict') clearBackup(workspaceId, date);
          })
          .catch(() => undefined)
          .finally(() => {
            if (exitSaves.get(key) === exit) exitSaves.delete(key);
          });
        exitSaves.set(key, exit);
      }
      disposed = true;
    };
  }, [workspaceId, date]);

  return {
    flush: () => saverRef.current?.flush() ?? Promise.resolve(),
  };
}
