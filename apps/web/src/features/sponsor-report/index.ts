export { ReportFigures } from './ReportFigures';
export { SponsorReportPage } from './SponsorReportPage';
