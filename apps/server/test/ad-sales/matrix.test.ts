import { describeMatrix } from '../helpers/matrix';
import { adSalesEntries } from './matrix.entries';

describeMatrix('ad sales: roles and tenants', adSalesEntries);
