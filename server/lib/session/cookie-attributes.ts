/**
 * The attributes every session cookie is set and cleared with. SameSite=Lax still sends them on
 * the portal's calls to an API on a sibling host (portal.example.com to api.example.com is the
 * same site); SESSION_DOMAIN widens them to that domain, so the portal's scripts read XSRF-TOKEN.
 */
import type { FastifyRequest } from 'fastify';

export interface CookieAttributes {
  path: '/';
  sameSite: 'lax';
  secure: boolean;
  domain?: string;
}

export function cookieAttributes(request: FastifyRequest): CookieAttributes {
  const { secureCookies, sessionDomain } = request.server.config;
  const attributes: CookieAttributes = { path: '/', sameSite: 'lax', secure: secureCookies };
  if (sessionDomain) attributes.domain = sessionDomain;
  return attributes;
}
