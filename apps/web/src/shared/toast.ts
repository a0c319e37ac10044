import toast from 'react-hot-toast';

/** Toast durations of spec section 8. */
export const ERROR_TOAST_MS = 2500;
export const SUCCESS_TOAST_MS = 3000;

/** An error toast; the id makes repeated errors (several failed calls at once) replace one another. */
export function showError(message: string, id?: string): string {
  return toast.error(message, { duration: ERROR_TOAST_MS, id });
}

export function showSuccess(message: string, id?: string): string {
  return toast.success(message, { duration: SUCCESS_TOAST_MS, id });
}
