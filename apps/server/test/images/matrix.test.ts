import { describeMatrix } from '../helpers/matrix';
import { imageEntries } from './matrix.entries';

describeMatrix('images: roles and tenants', imageEntries);
