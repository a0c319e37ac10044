import { describeMatrix } from '../helpers/matrix';
import { portalEntries } from './matrix.entries';

describeMatrix('submission links, moderation and partner content: roles and tenants', portalEntries);
