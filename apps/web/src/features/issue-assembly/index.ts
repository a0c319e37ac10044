/** "Assemble this issue": the day's issue from what is ready (builder header, empty issue, Scheduler day). */

export { AssembleButton, LazyAssembleDialog } from './AssembleButton';
export { pickedItemIds } from './api';
