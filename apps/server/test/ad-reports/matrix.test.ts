import { describeMatrix } from '../helpers/matrix';
import { adReportEntries } from './matrix.entries';

describeMatrix('ad reports: roles and tenants', adReportEntries);
