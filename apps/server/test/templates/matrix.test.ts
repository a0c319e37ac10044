import { describeMatrix } from '../helpers/matrix';
import { templateEntries } from './matrix.entries';

describeMatrix('templates: roles and tenants', templateEntries);
