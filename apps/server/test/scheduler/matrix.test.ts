import { describeMatrix } from '../helpers/matrix';
import { schedulerEntries } from './matrix.entries';

describeMatrix('scheduler: roles and tenants', schedulerEntries);
