import { describeMatrix } from '../helpers/matrix';
import { archiveEntries } from './matrix.entries';

describeMatrix('workspace archive: roles and tenants', archiveEntries);
