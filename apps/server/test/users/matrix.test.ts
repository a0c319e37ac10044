import { describeMatrix } from '../helpers/matrix';
import { userEntries } from './matrix.entries';

describeMatrix('users and invitations: roles and tenants', userEntries);
