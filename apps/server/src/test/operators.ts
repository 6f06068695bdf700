// Test operators: created the way the command creates them, then signed in through the API.
import type { OperatorRole } from '@hall/contracts/admin';
import type { App } from '../app';
import { createOperator } from '../modules/operator/service';
import { nextIp, post } from './app';

let n = 0;
export async function signedInOperator(app: App, role: OperatorRole = 'admin') {
  n += 1;
  const username = `op${role}${n}${Date.now() % 10000}`;
  const password = 'correct horse battery';
  const operator = await createOperator(app.db, { username, password, role });
  const res = await post(app, '/v2/admin/auth/login', { username, password }, {}, nextIp());
  return { operator, token: res.body.data.token as string, headers: { token: res.body.data.token as string } };
}
