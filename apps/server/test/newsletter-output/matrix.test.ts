import { describeMatrix } from '../helpers/matrix';
import { newsletterOutputEntries } from './matrix.entries';

describeMatrix('newsletter output: roles and tenants', newsletterOutputEntries);
