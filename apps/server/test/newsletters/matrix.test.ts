import { describeMatrix } from '../helpers/matrix';
import { newsletterEntries } from './matrix.entries';

describeMatrix('newsletters: roles and tenants', newsletterEntries);
