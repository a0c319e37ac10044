import { describeMatrix } from '../helpers/matrix';
import { feedEntries } from './matrix.entries';

describeMatrix('content items: roles and tenants', feedEntries);
