import { describeMatrix } from '../helpers/matrix';
import { eventLocationEntries } from './matrix.entries';

describeMatrix('event locations: roles and tenants', eventLocationEntries);
