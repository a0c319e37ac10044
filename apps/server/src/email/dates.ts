// Event dates as readers say them, in the workspace's zone: the formatter is shared with the events page and the
// builder's canvas (packages/contracts), so every place prints an event the same way.
export { type EventWhenOptions, eventWhenParts, formatEventWhen } from '@newsletter-os/contracts';
