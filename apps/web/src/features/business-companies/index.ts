/**
 * Business companies (advertisers): `BusinessCompaniesSettingsTab` (settings → Business companies: list, create,
 * edit, delete with the server's confirmation when the company has ads), plus `CompanyPicker` (the ad form's
 * choose-or-create control), `CompanyLogo` and `useCompanyOptions` for the ads filter.
 */
export { useCompanyOptions } from './api';
export { BusinessCompaniesSettingsTab } from './BusinessCompaniesSettingsTab';
export { CompanyLogo } from './CompanyLogo';
export { CompanyPicker } from './CompanyPicker';
