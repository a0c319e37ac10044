/**
 * Ad sales: `AdProductsSettingsTab` (Settings → Ad products) and `AdSalesPage` (book ads for advertisers on issue
 * days, list and cancel bookings).
 */
export { AdProductsSettingsTab } from './AdProductsSettingsTab';
export { AdSalesPage } from './AdSalesPage';
export { type DayBookings, useDayBookings } from './day-bookings';
