import { describeMatrix } from '../helpers/matrix';
import { personalizationEntries } from './matrix.entries';

describeMatrix('personalization: roles and tenants', personalizationEntries);
