import { describeMatrix } from '../helpers/matrix';
import { calendarEntries } from './matrix.entries';

describeMatrix('events calendar link: roles and tenants', calendarEntries);
