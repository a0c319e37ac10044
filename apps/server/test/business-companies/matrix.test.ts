import { describeMatrix } from '../helpers/matrix';
import { businessCompanyEntries } from './matrix.entries';

describeMatrix('business companies: roles and tenants', businessCompanyEntries);
