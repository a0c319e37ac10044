import { describeMatrix } from '../helpers/matrix';
import { publishingEntries } from './matrix.entries';

describeMatrix('publishing destination: roles and tenants', publishingEntries);
