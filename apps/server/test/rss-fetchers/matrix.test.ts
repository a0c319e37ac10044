import { describeMatrix } from '../helpers/matrix';
import { rssFetcherEntries } from './matrix.entries';

describeMatrix('RSS fetchers: roles and tenants', rssFetcherEntries);
