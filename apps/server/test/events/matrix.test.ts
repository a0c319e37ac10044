import { describeMatrix } from '../helpers/matrix';
import { eventEntries } from './matrix.entries';

describeMatrix('events: roles and tenants', eventEntries);
