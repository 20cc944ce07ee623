import type { FastifyRequest } from 'fastify';
import type { Actor } from '../plugins/app/repositories/activity';

/** The staff member behind a request (routes that call this require a login). */
export function actorOf(request: FastifyRequest): Actor {
  const account = request.account;
  return account ? { id: account.id, name: account.name } : { id: null, name: '' };
}
