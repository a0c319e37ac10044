import { describeMatrix } from '../helpers/matrix';
import { workspaceEntries } from './matrix.entries';

describeMatrix('businesses, workspaces and brands: roles and tenants', workspaceEntries);
