import { showError, showSuccess } from '../../../shared/toast';

/**
 * Puts the Beehiiv fragment on the clipboard as HTML (Beehiiv's editor keeps its formatting when pasted) and as
 * text (for Beehiiv's HTML snippet block): the path for plans whose API cannot create posts.
 */
export async function copyForBeehiiv(fragment: string): Promise<void> {
  try {
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([fragment], { type: 'text/html' }),
          'text/plain': new Blob([fragment], { type: 'text/plain' }),
        }),
      ]);
    } else {
      await navigator.clipboard.writeText(fragment);
    }
    showSuccess('Copied for Beehiiv: paste it into a new Beehiiv post');
  } catch {
    showError('Could not copy for Beehiiv');
  }
}
