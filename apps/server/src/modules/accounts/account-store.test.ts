import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildUser } from '../../../test/factories.ts';
import { createAccountStore, findUniqueViolation } from './account-store.ts';
import { writeUnique } from './profile-fields.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('unique e-mail and slug under a race (both engines)', () => {
  it('names the column the index refused, and writeUnique answers the field message', async () => {
    const first = await buildUser(t.db);
    const second = await buildUser(t.db);
    const store = createAccountStore(t.db);
    const sameEmail = await store.users.updateUser(second.id, { email: first.email }).catch((error: unknown) => error);
    expect(findUniqueViolation(sameEmail)).toBe('email');
    const sameSlug = await store.users.updateUser(second.id, { slug: first.slug }).catch((error: unknown) => error);
    expect(findUniqueViolation(sameSlug)).toBe('slug');
    expect(findUniqueViolation(new Error('something else'))).toBeNull();

    await expect(writeUnique(() => store.users.updateUser(second.id, { slug: first.slug }), MESSAGES.emailTakenPopup)).rejects.toMatchObject({
      status: 400,
      fields: { username: MESSAGES.usernameTaken },
    });
    await expect(writeUnique(() => store.users.updateUser(second.id, { email: first.email }), MESSAGES.emailTakenRegistration)).rejects.toMatchObject({
      fields: { email: MESSAGES.emailTakenRegistration },
    });
  });
});
