import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { solveChallenge } from 'altcha-lib/v1';
import { buildUniqueEmail, readEmailCode } from './accounts.ts';

/** A fresh artist made through the API: signed up, city and skills given, e-mail verified. */
export type NewArtist = { email: string; password: string; name: string; slug: string; token: string };

/** What a browser does for the robot check: a challenge from the API, solved with altcha-lib. */
async function solveRobotCheck(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/captcha/challenge')).json()) as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('The ALTCHA challenge could not be solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
    took: solution.took,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

async function readJson<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/**
 * Registers an artist through the same calls as the Register dialog (steps 1, 2 and 3), then
 * verifies the e-mail with the mailed code (unless `isVerified` is false), so signing in opens no
 * after-login dialog and the journey starts on a clean dashboard of its own.
 */
export async function registerArtist(request: APIRequestContext, info: TestInfo, prefix: string, options: { isVerified?: boolean } = {}): Promise<NewArtist> {
  const email = buildUniqueEmail(prefix, info);
  const username = `${prefix}-${info.project.name}-${Date.now()}`;
  const password = 'riff-and-raga';
  const name = `Monsoon ${info.project.name} ${Date.now() % 100_000}`;
  const save = (token: string | null, data: Record<string, unknown>) =>
    request.post('/api/v2/registration/save', {
      headers: token ? { authorization: token } : {},
      data: { register_from: 0, source: 'web', register_type: 'artist', ...data },
    });

  const created = await readJson<{ result: { token: string; slug_username: string } }>(
    await save(null, {
      formType: 1,
      formData: { fname: name, username, mobile: '', email, password, recaptcha: await solveRobotCheck(request) },
    }),
  );
  const token = `Token ${created.result.token}`;

  const countries = await readJson<{ results: { id: number; name: string; states: { id: number; name: string }[] }[] }>(
    await request.get('/api/country'),
  );
  const india = countries.results.find((country) => country.name === 'India');
  const kerala = india?.states.find((state) => state.name === 'Kerala');
  expect(india && kerala, 'the reference data has India and Kerala').toBeTruthy();
  await readJson(
    await save(token, {
      formType: 2,
      formData: { country: india?.id, state: kerala?.id, city: 'other', otherCity: 'Munnar' },
    }),
  );

  const skills = await readJson<{ results: { id: number; name: string }[] }>(await request.get('/api/artistcat'));
  const singer = skills.results.find((skill) => skill.name === 'Singer');
  await readJson(await save(token, { formType: 3, formData: { artistType: [singer?.id] } }));

  if (options.isVerified === false) return { email, password, name, slug: created.result.slug_username, token };
  const code = await readEmailCode(request, email);
  await readJson(
    await request.post('/api/verify_otp', { headers: { authorization: token }, data: { otp: code, type: 'email' } }),
  );
  return { email, password, name, slug: created.result.slug_username, token };
}
