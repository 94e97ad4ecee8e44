/**
 * A lead kind's field names are one typed definition. These lines are checked by tsc (npm run
 * check): the field components bound to a form take exactly its definition's names, its field list
 * names only those, and a name the definition lacks is refused.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { FieldName } from '../../../src/domain/leads/lead-fields.ts';
import { TEST_DRIVE_FORM_FIELDS, type TestDriveFormValues } from '../../../src/domain/leads/test-drive-form.ts';
import { fieldsFor } from '../../../src/islands/forms/FormFields.tsx';

const { TextField } = fieldsFor<TestDriveFormValues>();

describe('field names come from one definition per lead kind', () => {
  it('binds a form\'s field components to its names, and only those', () => {
    expectTypeOf<Parameters<typeof TextField>[0]['name']>().toEqualTypeOf<'name' | 'email' | 'phone' | 'dateTime' | 'message' | 'opt_in'>();
    // Never called: a field of a name the definition lacks must not compile.
    const refused = () =>
      // @ts-expect-error -- the test drive form has no field of this name
      TextField({ name: 'preferred_time', label: 'Preferred time' });
    expectTypeOf(refused).toBeFunction();
  });

  it('lists a form\'s fields by its definition\'s names', () => {
    expectTypeOf(TEST_DRIVE_FORM_FIELDS).items.toEqualTypeOf<FieldName<TestDriveFormValues>>();
  });
});
