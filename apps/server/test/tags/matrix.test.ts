import { describeMatrix } from '../helpers/matrix';
import { tagEntries } from './matrix.entries';

describeMatrix('tags: roles and tenants', tagEntries);
