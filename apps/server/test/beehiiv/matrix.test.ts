import { describeMatrix } from '../helpers/matrix';
import { beehiivEntries, beehiivMatrixFake } from './matrix.entries';

const fake = await beehiivMatrixFake();
describeMatrix('dashboard and Beehiiv: roles and tenants', beehiivEntries, {
  env: { OUTBOUND_ALLOW_PRIVATE: 'true', ...fake.env },
});
