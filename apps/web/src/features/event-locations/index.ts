/**
 * Event locations: `EventLocationsSettingsTab` (settings → Event locations: name, coordinates, default radius,
 * ICS/RSS sources, "Fetch events now"), plus `useLocationOptions` for the events filter and event form.
 */
export { useLocationOptions } from './api';
export { EventLocationsSettingsTab } from './EventLocationsSettingsTab';
