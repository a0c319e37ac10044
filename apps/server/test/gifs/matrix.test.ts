import { describeMatrix } from '../helpers/matrix';
import { gifEntries } from './matrix.entries';

describeMatrix('gifs: roles and tenants', gifEntries);
