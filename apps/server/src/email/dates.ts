// Event dates as readers say them, shared with the builder's canvas (packages/contracts/src/event-dates.ts).
export { formatDay, formatEventWhen, formatTime } from '@newsletter-os/contracts';
