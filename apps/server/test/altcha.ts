import { solveChallenge } from 'altcha-lib/v1';
import type { App } from '../src/app.ts';

/**
 * What a person's browser does for the robot check: fetch a challenge from the API, solve the
 * proof of work with altcha-lib, and encode the payload the widget posts (base64 JSON).
 */
export async function solveAltchaAnswer(app: App): Promise<string> {
  const challenge = (await app.inject({ url: '/api/captcha/challenge' })).json() as {
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
