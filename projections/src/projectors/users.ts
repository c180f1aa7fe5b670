import { assertNever } from '@lavado/shared/domain/decider';
import { eventTypesFeeding, type EventFeeding } from '@lavado/shared/events/catalog';
import { erasedForms } from '@lavado/shared/privacy/erased-forms';
import { defineProjector } from './define';

export const usersProjector = defineProjector<EventFeeding<'users'>>()({
  name: 'users',
  tables: ['users'],
  handles: eventTypesFeeding('users'),
  async apply(event, { client }) {
    switch (event.type) {
      case 'UserRegistered': {
        const user = event.data;
        await client.query(
          `insert into users (id, identification, email, first_name, second_name, phone, role, gender, organization_id, employee_number, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (id) do nothing`,
          [
            user.userId,
            user.identification,
            user.email,
            user.firstName,
            user.secondName,
            user.phone,
            user.role,
            user.gender,
            user.organizationId,
            user.employeeNumber,
            user.registeredAt,
          ],
        );
        break;
      }
      case 'UserEnabled':
      case 'UserDisabled':
        await client.query('update users set enable = $2 where id = $1', [event.data.userId, event.type === 'UserEnabled' ? 1 : 0]);
        break;
      case 'UserDeleted':
        await client.query('update users set deleted_at = $2 where id = $1', [event.data.userId, event.metadata.at]);
        break;
      case 'UserProfileUpdated': {
        const { userId, firstName, secondName, email, phone } = event.data;
        await client.query('update users set first_name = $2, second_name = $3, email = $4, phone = $5 where id = $1', [
          userId,
          firstName,
          secondName,
          email,
          phone,
        ]);
        break;
      }
      case 'UserIdentificationSet':
        await client.query('update users set identification = $2 where id = $1', [event.data.userId, event.data.identification]);
        break;
      case 'UserOnboardingCompleted':
        await client.query('update users set on_board = true where id = $1', [event.data.userId]);
        break;
      case 'UserErased':
        // What a rebuild from the erased events gives (an absent RUT or phone stays absent), and gone from every list and login.
        await client.query(
          `update users set identification = case when identification is null then null else $2 end, email = $3,
                  first_name = $4, second_name = $4, phone = case when phone is null then null else $5::bigint end, gender = null,
                  erased_at = $6, deleted_at = coalesce(deleted_at, $6)
            where id = $1`,
          [event.data.userId, erasedForms.identification, erasedForms.email, erasedForms.name, erasedForms.phone, event.data.erasedAt],
        );
        break;
      case 'UserPasswordChanged':
        // Passwords live in the write-side credentials table; no list shows anything about them.
        break;
      default:
        assertNever(event);
    }
  },
});
